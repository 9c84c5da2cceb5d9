def scale(a, *, fast=False):
    return a
