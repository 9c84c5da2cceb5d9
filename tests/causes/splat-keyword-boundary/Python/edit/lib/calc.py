def update(d, keys, *, default=None, tag):
    return d
