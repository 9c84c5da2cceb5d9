class Scaffold:
    def route(self, rule, **options):
        def deco(f):
            return f

        return deco
