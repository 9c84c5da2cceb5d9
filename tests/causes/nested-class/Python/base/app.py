from lib import calc


class TestErrors:
    class MyField(calc.Field):
        pass

    class Plain:
        def make_error(self, key: str) -> str:
            return key

    def alpha(self):
        field = self.MyField()
        return field.make_error("k")

    def beta(self):
        return self.Plain().make_error("k")
