from .database import Store
from .table import Table

__all__ = ("Store", "Table")
