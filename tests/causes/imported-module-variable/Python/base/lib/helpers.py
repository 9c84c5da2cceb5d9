from .core import *


def alpha() -> None:
    word.copy()
