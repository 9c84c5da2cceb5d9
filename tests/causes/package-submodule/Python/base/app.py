from lib import calc


def alpha():
    f = calc.Integer()
    return f.serialize("a")


def beta():
    f = calc.Other()
    return f.serialize("a")
