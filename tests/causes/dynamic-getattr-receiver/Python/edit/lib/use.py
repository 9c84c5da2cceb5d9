from lib.element import PageElement, make


def alpha(method_name: str) -> None:
    el = make()
    el.extract()


def beta(holder: object, method_name: str) -> None:
    iterator = getattr(holder, method_name)
    for i in iterator:
        i.extract()


def gamma(holder: object, method_name: str) -> None:
    found = getattr(holder, method_name)
    if isinstance(found, PageElement):
        found.extract()
