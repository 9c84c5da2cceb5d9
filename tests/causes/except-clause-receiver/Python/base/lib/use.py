from lib.errors import UnexpectedCharacters, UnexpectedToken


def run(text):
    return text


def alpha(text):
    try:
        run(text)
    except UnexpectedCharacters as e:
        return e.get_context(text)
    except UnexpectedToken as e:
        return e.get_context(text)
    return None


def beta(text):
    try:
        run(text)
    except UnexpectedToken as e:
        return e.get_context(text, 10)
    return None
