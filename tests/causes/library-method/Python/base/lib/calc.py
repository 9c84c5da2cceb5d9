class Grid:
    def copy(self, deep):
        return self
