class TokenStream:
    def expect(self, expr: str, lineno: int) -> str:
        return expr


class Other:
    def expect(self, expr: str) -> str:
        return expr
