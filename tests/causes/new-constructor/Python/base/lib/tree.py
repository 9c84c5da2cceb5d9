from .interval import Closed, Interval


def add_one(ivs: set, begin, end):
    ivs.add(Interval(begin, end))


def from_tuples(tuples):
    return [Interval(*t) for t in tuples]


def closed(begin, end):
    return Closed(begin, end)


def pair(begin, end):
    return tuple.__new__(tuple, (begin, end))
