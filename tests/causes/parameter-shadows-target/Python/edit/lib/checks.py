from lib.sigs import check_valid, is_valid_args


def alpha(sig):
    # the module's check_valid: the target
    return check_valid(sig, (1,), {})


def beta(check_valid=is_valid_args):
    # a parameter shadowing the target's name, typed by its default: aliased, then the
    # name rebound to a lambda (toolz's tests/test_inspect_args.py `test_is_valid`)
    orig_check_valid = check_valid
    check_valid = lambda func, *args, **kwargs: orig_check_valid(func, args, kwargs)
    assert check_valid(len, 1, 2)
    return check_valid(len, 1, e=3)


def gamma(check_valid=is_valid_args):
    # the parameter called directly
    return check_valid(len, (1,), {})

