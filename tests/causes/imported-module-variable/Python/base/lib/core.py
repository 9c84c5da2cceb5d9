from __future__ import annotations


class Elem:
    def copy(self) -> Elem:
        return self

    def set_name(self, name: str) -> Elem:
        return self


class Word(Elem):
    pass


word = Word().set_name("word")
number = Word()
counter = Word()


def reset() -> None:
    global counter
    counter = Word()
