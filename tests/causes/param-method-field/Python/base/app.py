from lib.environment import Environment


class Parser:
    def __init__(self, environment: Environment, source: str) -> None:
        self.stream = environment.tokenize(source)

    def alpha(self):
        return self.stream.expect("block_end")


def beta(parser: Parser):
    return parser.stream.expect("comma")
