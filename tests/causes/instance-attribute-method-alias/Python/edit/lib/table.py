from .coll import Bag, Sorted


class Table:
    def __init__(self) -> None:
        self._list = Sorted()
        _list = self._list
        self._list_add = _list.add
        self._bag_add = Bag().add

    def alpha(self, key: int) -> None:
        self._list_add(key)

    def beta(self, key: int) -> None:
        self._bag_add(key)


class Other:
    def __init__(self) -> None:
        self._list_add = Bag().add

    def gamma(self, key: int) -> None:
        self._list_add(key)


def delta(t: Table) -> None:
    t._list_add(1)
