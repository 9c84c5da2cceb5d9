from lib import Store


def test_insert() -> None:
    db = Store()
    db.insert({"a": 1})


def test_close() -> None:
    db = Store()
    db.close()
