from typing import List


class Sorted:
    def __init__(self) -> None:
        self._items: List[int] = []

    def add(self, value: int, hint: int) -> None:
        self._items.append(value)
        self._items.sort()


class Bag:
    def add(self, value: int) -> None:
        pass
