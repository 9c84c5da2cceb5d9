import lib.calc


class Page:
    def render(self, a):
        return a


def alpha(x: Page):
    return x.render(1)


def beta():
    return lib.calc.render(1)
