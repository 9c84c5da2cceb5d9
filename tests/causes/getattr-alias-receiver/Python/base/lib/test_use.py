from lib.element import Doc, Soup


class Helper:
    def soup(self) -> Soup:
        return Soup()


class TestThings(Helper):
    def setup_method(self) -> None:
        self.tree = self.soup()

    def alpha(self) -> None:
        soup = self.soup()
        soup.p.decode()

    def beta(self) -> None:
        soup = self.soup()
        soup.decode()

    def gamma(self) -> None:
        found = self.soup().find("a")
        found.decode()

    def delta(self) -> None:
        self.tree.b.decode()

    def epsilon(self) -> None:
        Doc().tail.decode()
