def iteritems(arg, strict, /, **kw):
    return [arg, kw]
