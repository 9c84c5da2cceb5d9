class Multi(dict):
    def add(self, k, v):
        self[k] = v

    def fill(self, pairs):
        for k, v in pairs:
            self.add(k, v)
