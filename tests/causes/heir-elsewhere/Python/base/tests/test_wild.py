from lib.patterns.wild import (
    IgnorePattern,
    WildPattern,
)


def alpha() -> bool:
    return WildPattern("*.txt").match("a.txt")


def beta() -> bool:
    return WildPattern("*.txt", True).match("a.txt")


def gamma() -> IgnorePattern:
    return IgnorePattern("*.txt")
