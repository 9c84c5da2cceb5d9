from typing import ValuesView

from .conn import Connection

CLIENT = 1
SERVER = 2


class Pair:
    def __init__(self) -> None:
        self.conn = {CLIENT: Connection(CLIENT), SERVER: Connection(SERVER)}

    @property
    def conns(self) -> ValuesView[Connection]:
        return self.conn.values()

    def send(self, role: int, event: str) -> bytes:
        return self.conn[role].send(event)
