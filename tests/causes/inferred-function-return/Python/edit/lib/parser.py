class ParsedResult:
    def search(self, value, options):
        return value


class Parser:
    def parse(self, expression):
        return ParsedResult()


class Lookalike:
    def search(self, value):
        return value


def compile(expression):
    return Parser().parse(expression)


def build():
    result = ParsedResult()
    result.search(0, None)
    return result
