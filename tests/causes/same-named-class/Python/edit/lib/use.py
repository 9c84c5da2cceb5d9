from .multi import Multi


def gamma():
    m = Multi()
    m.add(1, 2)
    return m
