from typing import ClassVar, Generic, Type, TypeVar

VT = TypeVar("VT")


class Document(Generic[VT]):
    def __init__(self, value, doc_id):
        self.value = value
        self.doc_id = doc_id


class Other:
    def __init__(self, value, doc_id, extra=None):
        self.value = value


class SubDocument(Document[int]):
    def __init__(self, value, doc_id, extra):
        self.value = value
        self.extra = extra


BT = TypeVar("BT", bound="Document[int]")
ST = TypeVar("ST", Document, Other)


class Table:
    document_class = Document

    def get(self, doc):
        return self.document_class(doc, 1)

    def all(self, docs):
        return [
            self.document_class(
                d,
                1,
            )
            for d in docs
        ]


class OtherTable(Table):
    document_class = Other

    def first(self, doc):
        return self.document_class(doc, 1)


class Registry:
    factory: ClassVar[Type[Document]]

    def make(self, v):
        return self.factory(v, 2)


class Parser(Generic[ST]):
    state_cls: Type[ST]


class DocParser(Parser[Document]):
    state_cls = Document


class OtherParser(Parser[Other]):
    state_cls = Other


def parse_doc(p: DocParser):
    return p.state_cls(1, 2)


def parse_other(q: OtherParser):
    return q.state_cls(1, 2)


class Builder:
    def __init__(self, doc_class=Document):
        self.doc_class = doc_class

    def build(self, v):
        return self.doc_class(v, 3)


def from_other(bt: Type[BT], v):
    return bt(v, 4)


def from_plain(bt: type[Other], v):
    return bt(v, 4)


def narrowed(t: Table, d):
    t.document_class = SubDocument
    return t.document_class(d, 1, 2)
