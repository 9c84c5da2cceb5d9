class Connection:
    def __init__(self, role: int) -> None:
        self.role = role

    def send(self, event: str, flush: bool) -> bytes:
        return event.encode()
