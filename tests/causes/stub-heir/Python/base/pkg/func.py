from . import LRUCache, RRCache


def lru_cache(maxsize=128):
    return LRUCache(maxsize)


def rr_cache(maxsize=128):
    return RRCache(maxsize)
