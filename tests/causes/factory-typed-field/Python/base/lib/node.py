class Node:
    def __init__(self, center=None, children=()):
        self.center = center
        self.children = list(children)

    @classmethod
    def from_interval(cls, interval):
        return Node(interval)

    @classmethod
    def from_intervals(cls, intervals):
        if not intervals:
            return None
        return Node.from_sorted(sorted(intervals))

    @classmethod
    def from_sorted(cls, intervals):
        node = Node()
        node = node.init_from_sorted(intervals)
        return node

    def init_from_sorted(self, intervals):
        self.center = intervals[len(intervals) // 2]
        return self.rotate()

    def rotate(self):
        if not self.children:
            return self
        return self.children[0]

    def add(self, interval):
        self.children.append(Node(interval))
        return self
