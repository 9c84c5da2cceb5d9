def update(d, keys, default=None, tag=None):
    return d
