class Reporter:
    def flake(self, message, color):
        pass


def _makeDefaultReporter():
    return Reporter()
