import shapes as P


def test_creation():
    assert P.Interval.from_atomic(0, 1)


def test_discrete():
    assert P.Discrete.from_atomic(0, 1)
