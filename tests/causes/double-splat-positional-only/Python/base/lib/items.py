def iteritems(arg=(), /, **kw):
    return [arg, kw]
