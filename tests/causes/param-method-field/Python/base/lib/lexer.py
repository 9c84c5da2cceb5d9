class TokenStream:
    def expect(self, expr: str) -> str:
        return expr


class Other:
    def expect(self, expr: str) -> str:
        return expr
