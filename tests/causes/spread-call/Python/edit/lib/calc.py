def scale(a, b, c):
    return a + b + c
