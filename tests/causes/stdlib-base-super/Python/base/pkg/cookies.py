import urllib.request

from pkg.models import Request


class Cookies:
    class _CompatRequest(urllib.request.Request):
        def __init__(self, request: Request) -> None:
            super().__init__(url=request.url, method=request.method)
            self.request = request

    def extract(self, request: Request) -> "Cookies._CompatRequest":
        return self._CompatRequest(request)
