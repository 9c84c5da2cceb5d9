from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Cache(Generic[K, V]):
    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize


class RRCache(Cache[K, V]):
    def __init__(self, maxsize: int, choice=min, *, ttl: int) -> None:
        self.maxsize = maxsize
        self.choice = choice
