from .doc import Table
from .mutable import FinalDocument, MutableDocument


def make_mutable():
    return MutableDocument(1, 2)


def make_final():
    return FinalDocument(1, 2)


def through_table(t: Table):
    return t.document_class(1, 2)
