class Resolver:
    def __init__(self) -> None:
        self.scopes: list[str] = []

    def push_scope(self, scope: str) -> None:
        self.scopes.append(scope)
