class Request:
    def __init__(self, method: str, url: str) -> None:
        self.method = method
        self.url = url


def signed(url: str) -> Request:
    return Request("GET", url + "?signed")
