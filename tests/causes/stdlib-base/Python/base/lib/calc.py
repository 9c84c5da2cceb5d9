class Failure(Exception):
    def __init__(
        self,
        message: str,
        field: str = "_schema",
    ) -> None:
        super().__init__(message)
        self.field = field
