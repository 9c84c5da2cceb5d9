from .interval import Interval


def closed(lower, upper, *, klass=Interval):
    return klass.from_atomic(lower, upper)
