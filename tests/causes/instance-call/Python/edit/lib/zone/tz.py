__all__ = ["gettz", "maybe"]


def __get_gettz():
    class GettzFunc:
        def __init__(self) -> None:
            self.cache: dict[str, str] = {}

        def __call__(self, name: str) -> str:
            return self.cache.get(name, name)

    return GettzFunc()


gettz = __get_gettz()
del __get_gettz


def maybe(name: str) -> str:
    return name
