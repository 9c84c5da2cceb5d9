from .conn import Connection
from .pair import CLIENT, SERVER, Pair


def alpha() -> None:
    def setup() -> Pair:
        return Pair()

    p = setup()
    p.conn[CLIENT].send("a")
    for conn in p.conns:
        conn.send("b")


def beta() -> None:
    def make() -> Connection:
        return Connection(SERVER)

    make().send("c")


def gamma() -> None:
    p = Pair()
    p.send(CLIENT, "d")
