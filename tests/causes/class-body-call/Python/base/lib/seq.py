from operator import eq, ne
from typing import Any, Callable


class Seq:
    @staticmethod
    def __make_cmp(op: Callable[[Any, Any], bool], symbol: str) -> Callable[[Any, Any], bool]:
        def cmp(self: Any, other: Any) -> bool:
            return op(self, other)

        cmp.__name__ = symbol
        return cmp

    __eq__ = __make_cmp(eq, "==")
    __ne__ = __make_cmp(ne, "!=")
