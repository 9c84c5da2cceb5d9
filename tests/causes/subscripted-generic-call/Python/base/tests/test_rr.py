from cache import Cache, RRCache


def test_subscripted():
    return RRCache[int, int](maxsize=2, choice=max)


def test_plain():
    return RRCache(2)


def test_other_class():
    return Cache[int, int](maxsize=2)

