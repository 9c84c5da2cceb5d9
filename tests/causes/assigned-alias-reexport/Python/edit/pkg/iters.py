class Base:
    def __init__(self, node, *, strict, maxlevel=None):
        self.node = node


class LevelOrderGroupIter(Base):
    pass


def walk(node, how, depth=0):
    return node
