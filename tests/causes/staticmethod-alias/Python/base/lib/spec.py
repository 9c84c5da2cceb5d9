from typing import List

from . import util


class Spec:
    _match = staticmethod(util.check)

    def __init__(self, patterns: List[str]) -> None:
        self.patterns = patterns

    def alpha(self, file: str) -> bool:
        return self._match(self.patterns, file)


class IgnoreSpec(Spec):
    @staticmethod
    def _match(patterns: List[str], file: str) -> bool:
        return file not in patterns

    def beta(self, file: str) -> bool:
        return self._match(self.patterns, file)


def gamma(file: str) -> bool:
    return Spec._match([], file)


def delta(spec: IgnoreSpec) -> bool:
    return spec._match([], "x")
