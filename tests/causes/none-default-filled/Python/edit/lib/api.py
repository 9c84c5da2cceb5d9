from lib import reporter as modReporter


def check(code, reporter=None):
    if reporter is None:
        reporter = modReporter._makeDefaultReporter()
    reporter.flake(code)


def early(code, reporter=None):
    reporter.flake(code)
    if reporter is None:
        reporter = modReporter._makeDefaultReporter()
        return
    reporter.flake(code)
