def render(a, b):
    return a + b
