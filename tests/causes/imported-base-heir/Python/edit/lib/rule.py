class Rule:
    def __init__(self, freq: int, cache: bool) -> None:
        self.freq = freq
        self.cache = cache
