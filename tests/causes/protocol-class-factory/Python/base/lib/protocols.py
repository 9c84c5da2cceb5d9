from typing import Any, Protocol


class Validator(Protocol):
    def __init__(self, schema: Any) -> None: ...

    def is_valid(self, instance: Any) -> bool: ...
