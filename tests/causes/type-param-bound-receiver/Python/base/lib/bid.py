from typing import Any, Dict, TypeVar

BT = TypeVar("BT", bound="Base")
OT = TypeVar("OT", bound="Other")


class Base:
    def __init__(self) -> None:
        self.items: Dict[Any, Any] = {}

    def copy(self: BT) -> BT:
        return self

    def __copy__(self: BT) -> BT:
        return self.copy()

    def alpha(self: BT) -> BT:
        new = self.copy()
        return new


class Other:
    def copy(self: OT) -> OT:
        return self

    def beta(self: OT) -> OT:
        return self.copy()
