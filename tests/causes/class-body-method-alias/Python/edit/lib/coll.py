from typing import Iterable, List


class Sorted:
    def __init__(self, items: Iterable[int]) -> None:
        self._items: List[int] = []
        self._update(items)

    def update(self, items: Iterable[int], presorted: bool) -> None:
        self._items.extend(items)
        self._items.sort()

    _update = update
    __iadd__ = update

    def alpha(self, more: List[int]) -> None:
        self._update(more)


class KeySorted(Sorted):
    def update(self, items: Iterable[int]) -> None:
        self._items.extend(items)

    _update = update

    def beta(self, more: List[int]) -> None:
        self._update(more)


class Plain(Sorted):
    def gamma(self, more: List[int]) -> None:
        self._update(more)


def delta(s: Sorted) -> None:
    s._update([1])


def epsilon(k: KeySorted) -> None:
    k._update([1])
