def with_str_method(cls):
    # On Python 3 the class already has a str method.
    return cls


def renamed(cls):
    return type("Renamed", (cls,), {})
