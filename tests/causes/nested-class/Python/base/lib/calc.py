class Field:
    def make_error(self, key: str) -> str:
        return key
