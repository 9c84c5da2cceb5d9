def scale(a, *, fast=False, mode):
    return a + mode
