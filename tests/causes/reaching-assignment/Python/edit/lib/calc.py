class Doc:
    def render(self, indent: int) -> str:
        return ""


class Page:
    def render(self) -> str:
        return ""
