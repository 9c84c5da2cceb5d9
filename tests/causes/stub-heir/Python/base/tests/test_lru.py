import pkg
from pkg import LRUCache


def test_subscripted():
    return LRUCache[int, int](maxsize=2)


def test_module_attribute():
    return pkg.LRUCache(maxsize=2)


def test_other_class():
    return pkg.RRCache(2)
