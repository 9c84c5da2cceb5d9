def _wrapper(func, key, lock=None):
    return func, key, lock
