def render(a):
    return a
