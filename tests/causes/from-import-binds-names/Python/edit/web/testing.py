class EnvironBuilder:
    def __init__(self, path="/"):
        self.path = path
