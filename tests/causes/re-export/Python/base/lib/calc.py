def scale(a):
    return a
