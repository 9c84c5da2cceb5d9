from lib.calc import Doc, Page


def alpha():
    d = Page()
    d = Doc()
    return d.render()


def beta():
    d = Doc()
    d = Page()
    return d.render()
