import collections

from lib import fields
from lib.fields import List


def alpha(obj):
    field = fields.Dict()
    return field.serialize("a", obj)


def beta(obj):
    return List().serialize("a", obj)


def gamma(obj, field: fields.Mapping):
    return field.serialize("a", obj)


def delta(obj):
    d = collections.OrderedDict()
    return d.serialize("a", obj)
