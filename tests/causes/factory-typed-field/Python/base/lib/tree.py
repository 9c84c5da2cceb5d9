from .node import Node


class Tree:
    def __init__(self, intervals=None):
        self.all_intervals = set(intervals or ())
        self.top_node = Node.from_intervals(self.all_intervals)

    def add(self, interval):
        if not self.top_node:
            self.top_node = Node.from_interval(interval)
        else:
            self.top_node = self.top_node.add(interval)
        self.all_intervals.add(interval)
