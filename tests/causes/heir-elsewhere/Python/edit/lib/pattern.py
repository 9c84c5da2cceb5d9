from typing import Optional


class RegexPattern:
    def __init__(
        self,
        pattern: str,
        include: Optional[bool],
    ) -> None:
        self.pattern = pattern
        self.include = include
