from typing import Type

from .table import Table


def with_hint(base: Type[Table]):
    return base


# The base the type checker sees: Store inherits Table's methods (pyright infers the
# variable's type from the call; written without a declared type, the engine does not read it).
TableBase = with_hint(Table)


class Store(TableBase):
    def close(self) -> None:
        pass
