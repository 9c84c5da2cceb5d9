from __future__ import annotations


class Elem:
    def copy(self) -> Elem:
        return self

    def set_name(self, name: str) -> Elem:
        return self

    def __add__(self, other) -> Elem:
        return self

    def __radd__(self, other) -> Elem:
        return self

    def __invert__(self) -> Elem:
        return self


class Word(Elem):
    pass


class Other:
    def copy(self) -> Other:
        return self


class Swapped(Elem):
    def __radd__(self, other) -> Other:
        return Other()


def alpha() -> None:
    (~Word()).copy()


def beta() -> None:
    ident = (~Word() + Word()).set_name("ident")
    ident.copy()


def gamma() -> None:
    (Elem() + Word()).copy()


def delta() -> None:
    (Elem() + Swapped()).copy()
