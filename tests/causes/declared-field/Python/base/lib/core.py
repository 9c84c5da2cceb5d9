from typing import Iterable, Union


class Elem:
    def copy(self) -> "Elem":
        return self


class Other:
    def copy(self) -> "Other":
        return self


class Expr(Elem):
    def __init__(self, exprs: Union[Iterable[Elem], str]) -> None:
        self.exprs: list[Elem]
        if isinstance(exprs, str):
            self.exprs = [Elem()]
        else:
            self.exprs = list(exprs)

    def alpha(self) -> None:
        self.exprs = [e.copy() for e in self.exprs]


def beta(x: Expr) -> None:
    for e in x.exprs:
        e.copy()


def gamma(others: list[Other]) -> None:
    for o in others:
        o.copy()
