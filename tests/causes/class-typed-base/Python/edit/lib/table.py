class Table:
    def insert(self, doc: dict, flag: bool) -> int:
        return len(doc)


class Cache:
    def insert(self, doc: dict) -> int:
        return 0
