import functools
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def keep(fn: F) -> F:
    return fn


def loose(fn) -> Callable[..., Any]:
    return fn


class Command:
    def __init__(self, fn):
        self.fn = fn

    def __call__(self, *args, **kwargs):
        return self.fn(*args, **kwargs)


@functools.lru_cache(maxsize=None)
def cached(x, y):
    return x


@keep
def kept(x):
    return x


@loose
def loosened(x):
    return x


@Command
def command(x):
    return x
