class Table:
    def insert(self, doc: dict) -> int:
        return len(doc)


class Store(Table):
    def __enter__(self):
        return self

    def __exit__(self, *args: object) -> None:
        pass


class Opener:
    def __enter__(self) -> Table:
        return Table()

    def __exit__(self, *args: object) -> None:
        pass


class Other:
    def insert(self, doc: dict) -> int:
        return 0

    def __enter__(self) -> "Other":
        return self

    def __exit__(self, *args: object) -> None:
        pass
