from .app import Flask

__all__ = ["Flask"]
