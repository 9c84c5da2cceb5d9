class Symbol:
    def __init__(self, name: str) -> None:
        self.name = name

    def renamed(self, f):
        return type(self)(f(self.name))


class Terminal(Symbol):
    def __init__(self, name: str, filter_out: bool = False) -> None:
        self.name = name
        self.filter_out = filter_out


class NonTerminal(Symbol):
    is_term = False
