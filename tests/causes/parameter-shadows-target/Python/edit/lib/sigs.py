def check_valid(sig, args, kwargs, strict):
    return sig is not None and len(args) + len(kwargs) < 3


def is_valid_args(func, args, kwargs):
    return func is not None and not kwargs


def is_partial_args(func, args, kwargs):
    return check_valid(func, args, kwargs)
