from lib.grammar import load_grammar


def alpha(code):
    grammar = load_grammar()
    return grammar.parse(code)


def beta(code):
    return load_grammar("3").parse(code, error_recovery=False)


class Checker:
    def __init__(self):
        self.grammar = load_grammar()

    def gamma(self, code):
        return self.grammar.parse(code)
