from lib.resolver import Resolver


class Holder:
    def __init__(self, resolver: Resolver) -> None:
        self.resolver = resolver

    def alpha(self) -> None:
        push_scope = getattr(self.resolver, "push_scope", None)
        if push_scope is not None:
            push_scope("x")

    def beta(self) -> None:
        self.resolver.push_scope("y")
