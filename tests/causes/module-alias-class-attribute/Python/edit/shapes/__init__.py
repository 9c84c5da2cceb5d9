from .interval import Discrete, Interval

__all__ = ["Discrete", "Interval"]
