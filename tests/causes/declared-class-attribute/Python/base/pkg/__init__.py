class Cache:
    def __init__(self, maxsize, getsizeof=None):
        self.maxsize = maxsize
        self.getsizeof = getsizeof


class RRCache(Cache):
    def __init__(self, maxsize, choice=min):
        self.maxsize = maxsize
        self.choice = choice
