class UnexpectedInput(Exception):
    def get_context(self, text, span=40):
        return text[:span]


class UnexpectedCharacters(UnexpectedInput):
    pass


class UnexpectedToken(UnexpectedInput):
    pass
