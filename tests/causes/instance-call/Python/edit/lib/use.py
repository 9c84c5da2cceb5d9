from typing import Callable

from . import zone
from .zone import gettz


def alpha() -> str:
    return zone.gettz()


def beta() -> str:
    return gettz()


def gamma() -> str:
    return zone.gettz("UTC")


def delta(gettz: Callable[[], str]) -> str:
    return gettz()
