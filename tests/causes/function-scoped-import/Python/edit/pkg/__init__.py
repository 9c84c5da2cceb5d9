def cached(key):
    from ._one import _wrapper

    def wrap_function(func):
        return _wrapper(func, key)

    return wrap_function


def cachedmethod(key):
    from ._two import _wrapper

    def wrap_method(method):
        return _wrapper(method, key)

    return wrap_method
