from lib.calc import update


def alpha(d, kw):
    return update(d, ["k"], None, **kw)


def beta(args):
    return update(*args)


def gamma(args, kw):
    return update(*args, **kw)


def delta(d, kw):
    return update(d, ["k"], **kw)


def epsilon(args):
    return update(*args, tag=1)
