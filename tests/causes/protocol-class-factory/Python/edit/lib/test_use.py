from lib import validators
from lib.validators import Draft7, extend


class Other:
    def is_valid(self, instance, strict=False):
        return bool(instance) or strict


def alpha():
    validator = Draft7({})
    return validator.is_valid(1)


def beta():
    Derived = extend(Draft7)
    return Derived({}).is_valid(2)


def gamma():
    return Other().is_valid(3)


def delta():
    return validators.Draft7({}).is_valid(4)
