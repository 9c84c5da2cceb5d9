class PageElement:
    def extract(self, index: int | None) -> "PageElement":
        return self


def make() -> PageElement:
    return PageElement()
