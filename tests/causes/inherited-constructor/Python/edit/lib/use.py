from .grammar import NonTerminal as NT, Terminal


def start(name: str):
    return NT(name)


def token(name: str):
    return Terminal(name)
