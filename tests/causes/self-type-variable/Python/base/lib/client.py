import typing

T = typing.TypeVar("T", bound="Client")
U = typing.TypeVar("U", bound="Other")


class Client:
    def send(self, request: str) -> int:
        return len(request)

    def __enter__(self: T) -> T:
        return self

    def __exit__(self, *args: object) -> None:
        pass


class Sub(Client):
    pass


class Other:
    def send(self, request: str) -> int:
        return 0

    def __enter__(self: U) -> U:
        return self

    def __exit__(self, *args: object) -> None:
        pass
