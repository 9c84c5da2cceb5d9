from lib.lexer import TokenStream


class Environment:
    def tokenize(self, source: str) -> TokenStream:
        return TokenStream()
