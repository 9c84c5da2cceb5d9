from typing import Any, Callable, TypeVar

C = TypeVar("C", bound=Callable)


def replaced_by(compat_name: str, fn: C) -> C:
    return fn


def wrapped(compat_name: str, fn: C) -> Callable[..., Any]:
    return fn
