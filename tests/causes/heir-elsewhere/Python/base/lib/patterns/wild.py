from typing import Any

from ..pattern import RegexPattern


class WildPattern(RegexPattern):
    """Inherits RegexPattern's constructor."""

    def match(self, path: str) -> bool:
        return path == self.pattern


class IgnorePattern(WildPattern):
    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
