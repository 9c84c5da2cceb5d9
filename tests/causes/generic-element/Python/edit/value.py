class Flag:
    def __init__(self, spec=""):
        self.spec = spec

    def set(self, v, silent):
        pass


class Label:
    def set(self, v):
        pass
