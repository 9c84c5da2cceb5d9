def _wrapper(kind, func, key, lock=None):
    return kind, func, key, lock
