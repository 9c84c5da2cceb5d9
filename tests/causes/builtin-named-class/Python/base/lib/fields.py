class Field:
    def serialize(self, attr: str, obj: object, accessor=None) -> object:
        return obj


class Mapping(Field):
    pass


class Dict(Mapping):
    pass


class List(Field):
    pass
