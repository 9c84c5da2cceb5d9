from .events import Made, Response


def alpha(code: int) -> Response:
    return Response(status_code=code)


def gamma() -> Made:
    return Made(status_code=200, reason=b"", extra=1)


def delta(code: int) -> Response:
    return Response(status_code=code, reason=b"OK")
