from lib.database import Memo, Store


def test_insert(db: Store) -> None:
    db.insert({"a": 1})


def test_memo(memo: Memo) -> None:
    memo.insert({"a": 1})
