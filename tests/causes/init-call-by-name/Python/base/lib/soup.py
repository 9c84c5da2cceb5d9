class Soup:
    def __init__(self, markup: str = "", features: str | None = None) -> None:
        self.markup = markup
