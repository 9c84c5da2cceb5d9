class TemplateError(Exception):
    pass


class TemplateSyntaxError(TemplateError):
    def __init__(self, message, lineno, name):
        self.lineno = lineno
