from typing import Iterable

from value import Flag, Label


class Keys:
    def __init__(self, flags: str | Iterable[Flag], labels: list[Label]) -> None:
        if isinstance(flags, str):
            self.pending = frozenset(map(Flag, flags.split(",")))
        else:
            self.pending = frozenset(flags)
        self.labels = list(labels)

    def alpha(self):
        for f in self.pending:
            f.set(True)

    def beta(self):
        for l in self.labels:
            l.set(True)


def delta(flags: Iterable[Flag]):
    for f in flags:
        f.set(True)


def epsilon(labels: dict[Label, int]):
    for l in labels:
        l.set(True)
