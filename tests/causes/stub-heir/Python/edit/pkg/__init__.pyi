from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

_KT = TypeVar("_KT")
_VT = TypeVar("_VT")

class Cache(Generic[_KT, _VT]):
    def __init__(
        self, maxsize: float, getsizeof: Callable[[_VT], float] | None = None, *, policy: object
    ) -> None: ...

class LRUCache(Cache[_KT, _VT]): ...

class RRCache(Cache[_KT, _VT]):
    def __init__(
        self,
        maxsize: float,
        choice: Callable[[Sequence[object]], object] = ...,
        getsizeof: Callable[[_VT], float] | None = None,
    ) -> None: ...
