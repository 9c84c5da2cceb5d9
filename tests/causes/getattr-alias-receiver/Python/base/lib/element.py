from __future__ import annotations

from typing import Optional

from lib._typing import _AtMostOneElement


class PageElement:
    def extract(self) -> PageElement:
        return self


class Tag(PageElement):
    def decode(self, indent_level: Optional[int] = None) -> str:
        return ""

    def find(self, name: str) -> _AtMostOneElement:
        return None

    def __getattr__(self, subtag: str) -> Optional[Tag]:
        return None


class Soup(Tag):
    def decode(self, indent_level: Optional[int] = 0) -> str:
        return ""


class Doc(Tag):
    def __init__(self) -> None:
        self.head, self.tail = Tag(), "text"
