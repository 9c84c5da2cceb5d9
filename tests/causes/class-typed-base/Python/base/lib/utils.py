from typing import TYPE_CHECKING, Type, TypeVar

T = TypeVar("T")


def with_hint(base: Type[T]):
    if TYPE_CHECKING:
        # the type checker's view: the class given
        return base
    # at run time: a plain object base
    return object
