from lib.actions import replaceWith, plainAlias, wrappedAlias


def alpha() -> None:
    replaceWith("x")


def beta() -> None:
    plainAlias("x")


def gamma() -> None:
    replaceWith("x", 2)


def delta() -> None:
    wrappedAlias("x")
