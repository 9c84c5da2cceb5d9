class Extension:
    def getConfig(self, key, default=''):
        return default
