class Table:
    def insert(self, doc: dict) -> int:
        return len(doc)
