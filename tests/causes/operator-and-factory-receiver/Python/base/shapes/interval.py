class Interval:
    def __init__(self, *items):
        self.items = list(items)

    @classmethod
    def from_atomic(cls, lower, upper):
        instance = cls()
        instance.items = [(lower, upper)]
        return instance

    def replace(self, lower=None, upper=None):
        return self.__class__.from_atomic(lower, upper)

    def __and__(self, other):
        if not isinstance(other, Interval):
            return NotImplemented
        return self.__class__(self, other)

    def __or__(self, other):
        if isinstance(other, Interval):
            return self.__class__(self, other)
        else:
            return NotImplemented
