from typing import Iterator, Union


class Tree:
    def iter_subtrees(self, order: int) -> Iterator["Tree"]:
        yield self


class Other:
    def iter_subtrees(self) -> Iterator["Other"]:
        yield self


TreeOrCode = Union[Tree, str]


class Conf:
    def _get_tree(self, t: TreeOrCode) -> Tree:
        return Tree()


def alpha(conf: Conf, tree: TreeOrCode) -> None:
    tree = conf._get_tree(tree)
    for s in tree.iter_subtrees():
        pass


def beta(tree: TreeOrCode) -> None:
    if isinstance(tree, str):
        return
    tree.iter_subtrees()


def gamma(conf: Conf, tree: Other) -> None:
    tree = conf._get_tree(tree)
    tree.iter_subtrees()
