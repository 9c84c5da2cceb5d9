from lib import util


def alpha(obj, accessor=None):
    func = accessor or util.get_value
    return func(obj, "k", 1)


def beta(obj):
    return util.get_value(obj, "k")
