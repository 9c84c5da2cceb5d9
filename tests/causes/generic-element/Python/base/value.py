class Flag:
    def __init__(self, spec=""):
        self.spec = spec

    def set(self, v):
        pass


class Label:
    def set(self, v):
        pass
