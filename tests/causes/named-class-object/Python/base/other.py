from lib.errors import TemplateError, TemplateSyntaxError


class Wrapped(TemplateSyntaxError):
    def __init__(self, message):
        TemplateError.__init__(self, message)
