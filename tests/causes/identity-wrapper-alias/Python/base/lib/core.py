from .util import replaced_by


class Elem:
    def set_debug(self, flag: bool = True) -> None:
        self.debug = flag

    setDebug = replaced_by("setDebug", set_debug)


class Other:
    def set_debug(self, flag: bool = True) -> None:
        self.debug = flag

    setDebug = replaced_by("setDebug", set_debug)


def alpha(e: Elem) -> None:
    e.setDebug()


def beta(o: Other) -> None:
    o.setDebug()


def gamma(e: Elem) -> None:
    e.set_debug()
