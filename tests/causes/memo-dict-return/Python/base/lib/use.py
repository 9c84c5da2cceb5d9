import re

from lib.parser import Parser, Registry


class Tests:
    def setUp(self):
        self.parser = Parser()

    def alpha(self):
        parsed = self.parser.parse("foo.bar")
        return parsed.search({"foo": {"bar": 1}})

    def beta(self):
        return self.parser.parse("*.notfoo").search({"a": 1})

    def gamma(self):
        parsed = self.parser.parse("foo")
        return parsed.search({"foo": 1}, options=None)

    def delta(self):
        return re.search("a", "abc")


def epsilon(registry: Registry):
    return registry.lookup("a").search({"a": 1}, None)
