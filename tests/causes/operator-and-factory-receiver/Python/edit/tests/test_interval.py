import shapes as P


def test_factory():
    i = P.closed(0, 1)
    assert i.replace(lower=2)


def test_union():
    assert (P.closed(0, 1) | P.closed(2, 3)).replace(upper=5)


def test_intersection():
    i = P.closed(0, 4) & P.closed(2, 3)
    assert i.replace(lower=1)


def test_text():
    assert "abc".replace("a", "b")
