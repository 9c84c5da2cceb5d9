from lib.calc import Grid


def alpha(d: dict):
    return d.copy()


def beta(g: Grid):
    return g.copy(True)
