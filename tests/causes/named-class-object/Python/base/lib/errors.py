class TemplateError(Exception):
    pass


class TemplateSyntaxError(TemplateError):
    def __init__(self, message, lineno, name=None):
        self.lineno = lineno
