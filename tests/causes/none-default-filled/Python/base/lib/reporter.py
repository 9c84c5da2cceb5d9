class Reporter:
    def flake(self, message, color=None):
        pass


def _makeDefaultReporter():
    return Reporter()
