from lib.calc import scale


def alpha():
    args = 1, 2
    return scale(*args)


def beta(xs):
    return scale(*xs)
