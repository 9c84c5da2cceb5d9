from typing import Callable, TypeVar

C = TypeVar("C", bound=Callable)


def replaced_by(compat_name: str, fn: C) -> C:
    return fn
