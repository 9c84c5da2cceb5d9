from collections import namedtuple


class Interval(namedtuple("IntervalBase", ["begin", "end", "data"])):
    __slots__ = ()

    def __new__(cls, begin, end, data=None, *, strict):
        return super(Interval, cls).__new__(cls, begin, end, data)

    def copy(self):
        return Interval(self.begin, self.end, self.data)


class Closed(Interval):
    pass
