from pkg import LevelGroupOrderIter, stroll


def alpha():
    return LevelGroupOrderIter(1)


def beta():
    return stroll(2)
