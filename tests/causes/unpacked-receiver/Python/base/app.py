import typing as t

from lib.loaders import Holder, PrefixLoader, holder


class Other:
    def get_source(self, environment, template):
        return template


def alpha(p: PrefixLoader):
    loader, name = p.get_loader("x")
    return loader.get_source(None, name)


def beta(h: t.Optional[Holder]):
    h = holder(h)
    return h.loader.get_source(None, "x")
