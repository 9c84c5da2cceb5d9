import typing as t


class BaseLoader:
    def get_source(self, environment, template):
        return template


class PrefixLoader(BaseLoader):
    def get_loader(self, template: str) -> t.Tuple[BaseLoader, str]:
        return self, template


class Holder:
    def __init__(self, loader: BaseLoader) -> None:
        self.loader = loader


def holder(h: t.Optional[Holder]) -> Holder:
    return h or Holder(BaseLoader())
