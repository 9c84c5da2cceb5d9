class Cache:
    def __init__(self, maxsize, getsizeof=None, *, policy):
        self.maxsize = maxsize
        self.getsizeof = getsizeof


class LRUCache(Cache):
    def __init__(self, maxsize, getsizeof=None):
        self.maxsize = maxsize
        self.getsizeof = getsizeof
        self.order = []


class RRCache(Cache):
    def __init__(self, maxsize, choice=min, getsizeof=None):
        self.maxsize = maxsize
        self.getsizeof = getsizeof
        self.choice = choice
