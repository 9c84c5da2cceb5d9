from typing import List


class Ordered:
    def __init__(self) -> None:
        self.nodes: List[int] = []

    def _assoc(self, node: int) -> None:
        self.nodes.append(node)

    def _dissoc(self, node: int) -> None:
        self.nodes.remove(node)

    def write(self, old: int, new: int) -> None:
        assoc, dissoc = self._assoc, self._dissoc
        assoc(new)
        dissoc(old)

    def swap(self, node: int) -> None:
        dissoc, assoc = self._assoc, self._dissoc
        dissoc(node)
