from lib.calc import *


def alpha():
    return scale(1)
