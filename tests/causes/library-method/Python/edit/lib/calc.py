class Grid:
    def copy(self, deep, shallow):
        return self
