def _wrapper(method, key, lock=None):
    return method, key, lock
