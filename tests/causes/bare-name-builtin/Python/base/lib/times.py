class Moment:
    @classmethod
    def range(cls, frame: str, start: int, end: int = 0, tz: object = None) -> "list[Moment]":
        return []

    def floor(self) -> "Moment":
        values = [1]
        for _ in range(3 - len(values)):
            values.append(1)
        return self
