from __future__ import annotations

from typing import TYPE_CHECKING, Optional, TypeAlias, Union

if TYPE_CHECKING:
    from lib.element import PageElement, Tag

_OneElement: TypeAlias = Union["PageElement", "Tag"]
_AtMostOneElement: TypeAlias = Optional[_OneElement]
