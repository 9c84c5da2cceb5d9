from .doc import Document


class Mixin:
    def touch(self):
        return self


class MutableDocument(Document[int], Mixin):
    pass


class FinalDocument(MutableDocument):
    pass

