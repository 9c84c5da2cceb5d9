class Interval:
    def __init__(self, *items):
        self.items = list(items)

    @classmethod
    def from_atomic(cls, lower, upper):
        instance = cls()
        instance.items = [(lower, upper)]
        return instance


class Discrete(Interval):
    @classmethod
    def from_atomic(cls, lower, upper):
        instance = cls()
        instance.items = [(lower + 1, upper - 1)]
        return instance
