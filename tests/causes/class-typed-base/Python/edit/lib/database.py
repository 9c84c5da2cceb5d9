from typing import Type

from .table import Cache, Table
from .utils import with_hint

# The bases the type checker sees: Store inherits Table's methods, Memo Cache's.
TableBase: Type[Table] = with_hint(Table)
CacheBase: Type[Cache] = Cache


class Store(TableBase):
    def close(self) -> None:
        pass


class Memo(CacheBase):
    pass
