class Extension:
    def getConfig(self, section, key, default=''):
        return default
