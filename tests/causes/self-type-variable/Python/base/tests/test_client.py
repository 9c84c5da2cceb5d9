from lib.client import Client, Other, Sub


def test_client() -> None:
    with Client() as client:
        client.send("GET")


def test_sub() -> None:
    with Sub() as sub:
        sub.send("GET")


def test_other() -> None:
    with Other() as other:
        other.send("GET")
