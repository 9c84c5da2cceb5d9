from lib.times import Moment


def alpha():
    return Moment.range("day", 1, 2, None)


def beta():
    return [i for i in range(3, 5)]


def gamma():
    get = Moment.range
    return get("day", 1, 2, None)
