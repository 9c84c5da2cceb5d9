class Blueprint:
    def __init__(self, name):
        self.name = name

    def route(self, rule, **options):
        def deco(f):
            return f

        return deco
