from lib.items import iteritems


def alpha(arg, kw):
    return iteritems(arg, **kw)


def beta(arg, kw):
    return iteritems(arg, True, **kw)


def gamma(args, kw):
    return iteritems(*args, **kw)
