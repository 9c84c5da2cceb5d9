def get_value(obj, key: str, *, default=None):
    return getattr(obj, key, default)
