from .app import Flask
from .blueprints import Blueprint

__all__ = ["Flask", "Blueprint"]
