from typing import TYPE_CHECKING


class Relay:
    __slots__ = ("__dict__",)

    def __init__(self) -> None:
        pass

    if TYPE_CHECKING:

        def __getattr__(self, name: str) -> "Caller": ...


class Caller:
    def __call__(self, *, first: bool, **kwargs: object) -> object:
        return kwargs
