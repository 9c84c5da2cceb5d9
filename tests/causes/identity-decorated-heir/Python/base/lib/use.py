from lib import exceptions


def alpha(token):
    raise exceptions.IncompleteError(
        token["start"], token["value"], token["type"])


def beta(token):
    raise exceptions.IncompleteError(token["start"], token["value"], token["type"], "why")


def gamma(token):
    raise exceptions.RenamedError(token["start"], token["value"], token["type"])
