from abc import ABCMeta

from lib.calc import Failure


class Meta(ABCMeta):
    def __init__(cls, name, bases, attrs):
        super().__init__(name, bases, attrs)


def alpha():
    raise Failure("bad", "age")
