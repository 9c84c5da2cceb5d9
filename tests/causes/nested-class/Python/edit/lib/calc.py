class Field:
    def make_error(self, key: str, origin: str) -> str:
        return key + origin
