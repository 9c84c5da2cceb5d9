from __future__ import annotations

from typing import Generic, Iterator, TypeVar

_T = TypeVar("_T")


class Registry(Generic[_T]):
    def __init__(self) -> None:
        self._data: dict[str, _T] = {}

    def __iter__(self) -> Iterator[_T]:
        return iter(list(self._data.values()))

    def register(self, item: _T, name: str) -> None:
        self._data[name] = item
