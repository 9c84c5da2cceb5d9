from lib.core import counter, number


def beta() -> None:
    number.copy()


def gamma() -> None:
    counter.copy()
