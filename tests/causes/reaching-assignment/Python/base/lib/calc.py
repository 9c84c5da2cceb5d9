class Doc:
    def render(self) -> str:
        return ""


class Page:
    def render(self) -> str:
        return ""
