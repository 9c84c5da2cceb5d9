from .func import closed
from .interval import Interval

__all__ = ["Interval", "closed"]
