class Field:
    def serialize(self, attr: str, accessor) -> str:
        return attr


class Number(Field):
    pass


class Integer(Number):
    pass


class Other:
    def serialize(self, attr: str) -> str:
        return attr
