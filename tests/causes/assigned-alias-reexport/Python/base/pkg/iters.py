class Base:
    def __init__(self, node, maxlevel=None):
        self.node = node


class LevelOrderGroupIter(Base):
    pass


def walk(node, depth=0):
    return node
