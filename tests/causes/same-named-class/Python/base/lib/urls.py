class Multi(dict):
    def add(self, k, v):
        self[k] = v

    def update_extend(self, pairs):
        for k, v in pairs:
            self.add(k, v)

    def alias(self, k, v):
        self_add = self.add
        self_add(k, v)

    @classmethod
    def fresh(cls):
        ret = cls()
        ret.add(1, 2)
        return ret


try:
    from .multi import Multi
except ImportError:
    pass

OMD = Multi


class Query(Multi):
    def more(self):
        self.add(1, 2)


def alpha():
    m = Multi()
    m.add(1, 2)
    return m


def beta():
    OMD().add(1, 2)
