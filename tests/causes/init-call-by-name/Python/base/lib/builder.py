from html5lib.treebuilders import base as treebuilder_base

from lib.soup import Soup


class Builder(treebuilder_base.TreeBuilder):
    def __init__(self, namespace_html_elements: bool, soup: Soup | None = None) -> None:
        self.soup = soup or Soup("", "html.parser")
        super(Builder, self).__init__(namespace_html_elements)


def alpha() -> Soup:
    return Soup("<p>")
