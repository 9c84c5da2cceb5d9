from typing import Final

from lib.caller import Caller, Relay


class Manager:
    def __init__(self) -> None:
        self.hook: Final = Relay()

    def subset(self, name: str) -> Caller:
        return getattr(self.hook, name)
