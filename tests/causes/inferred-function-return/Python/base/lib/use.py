from lib.parser import Lookalike, build


def alpha(data):
    import lib.parser

    parsed = lib.parser.compile("a")
    return parsed.search(data)


def beta(data):
    return build().search(data)


def gamma(data):
    return Lookalike().search(data)


def delta(data):
    return build().search(data, None)
