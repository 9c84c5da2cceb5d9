from .interval import Closed, Interval


def add_one(ivs: set, begin, end):
    ivs.add(Interval(begin, end))


def closed(begin, end):
    return Closed(begin, end)


def pair(begin, end):
    return tuple.__new__(tuple, (begin, end))
