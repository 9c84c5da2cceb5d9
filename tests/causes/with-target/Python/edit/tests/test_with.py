from lib.table import Opener, Other, Store


def test_store() -> None:
    with Store() as db:
        db.insert({"a": 1})


def test_opener() -> None:
    with Opener() as table:
        table.insert({"a": 1})


def test_other() -> None:
    with Other() as other:
        other.insert({"a": 1})
