from lib.errors import TemplateError, TemplateSyntaxError


class NotFound(IOError, TemplateError):
    def __init__(self, name):
        IOError.__init__(self, name)


def alpha():
    raise TemplateSyntaxError("wtf", 42)
