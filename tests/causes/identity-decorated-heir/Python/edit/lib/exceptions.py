from lib.compat import renamed, with_str_method


class JMESPathError(ValueError):
    pass


@with_str_method
class ParseError(JMESPathError):
    def __init__(self, position, value, kind, msg):
        super().__init__(position, value, kind)
        self.msg = msg


@with_str_method
class IncompleteError(ParseError):
    def describe(self):
        return self.msg


@renamed
class RenamedError(ParseError):
    pass
