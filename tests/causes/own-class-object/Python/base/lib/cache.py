class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity

    def copy(self):
        return self.__class__(self.capacity)

    @classmethod
    def small(cls):
        return cls(2)
