from lib import cached, command, kept, loosened


def alpha():
    return cached(1)


def beta():
    return kept(1)


def gamma():
    return loosened(1)


def delta():
    return command(1)
