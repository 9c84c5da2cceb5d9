class OrderedMultiDict(dict):
    def add(self, k, v, multi):
        return self


class Other:
    def add(self, k, v):
        return self


OMD = OrderedMultiDict
