class Cached:
    def __init__(self, cache, count=0):
        self.cache = cache
        self.count = count


class Unhashable(Cached):
    pass


def test_top():
    return Unhashable({})


def test_child():
    class Child(Cached):
        def get(self):
            return 1

    class GrandChild(Child):
        def put(self):
            return 2

    return GrandChild({})


def test_in_loop():
    for info in (False, True):
        if info:

            class Pending(Cached):
                pass

            return Pending({})


def test_own_class():
    class Cached:
        def __init__(self, cache):
            self.cache = cache

    class Child(Cached):
        pass

    return Child({})


def test_with_count():
    class Counted(Cached):
        pass

    return Counted({}, 1)
