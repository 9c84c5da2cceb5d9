from .rule import Rule


class Tagged(Rule):
    __slots__ = ("tag",)


class Own(Rule):
    def __init__(self) -> None:
        super().__init__(1, True)


def alpha() -> Rule:
    return Tagged(1)


def beta() -> Rule:
    class Local(Rule):
        def other(self) -> int:
            return self.freq

    return Local(2)


def gamma() -> Rule:
    return Own()


def delta() -> Rule:
    return Tagged(3, cache=False)
