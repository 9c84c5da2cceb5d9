class Transformer:
    def transform(self, tree, strict=False):
        return tree


class Mine(Transformer):
    def run(self, tree):
        return super().transform(tree)
