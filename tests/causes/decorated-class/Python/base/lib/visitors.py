from typing import Callable, TypeVar, Union

_R = TypeVar("_R")
_FUNC = Callable[..., _R]
_DECORATED = Union[_FUNC, type]


def v_args(inline: bool = False) -> Callable[[_DECORATED], _DECORATED]:
    def deco(obj: _DECORATED) -> _DECORATED:
        return obj

    return deco


class Transformer:
    def transform(self, tree: object) -> object:
        return tree
