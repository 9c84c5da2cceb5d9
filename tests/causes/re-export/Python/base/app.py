from lib import resize


def alpha():
    return resize(1)
