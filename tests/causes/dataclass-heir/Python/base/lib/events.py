from dataclasses import dataclass


class Event:
    pass


@dataclass(init=False, frozen=True)
class ResponseBase(Event):
    status_code: int
    reason: bytes

    def __init__(self, *, status_code: int, reason: bytes = b"") -> None:
        object.__setattr__(self, "status_code", status_code)
        object.__setattr__(self, "reason", reason)


# Response is the ResponseBase a server sends last.
@dataclass(init=False, frozen=True)
class Response(ResponseBase):
    def __post_init__(self) -> None:
        pass


@dataclass(frozen=True)
class Made(ResponseBase):
    extra: int = 0
