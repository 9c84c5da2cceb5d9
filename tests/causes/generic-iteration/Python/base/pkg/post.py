from __future__ import annotations

from . import util


def build_post() -> util.Registry[Post]:
    r = util.Registry()
    r.register(Post(), "a")
    return r


class Post:
    def run(self, text: str) -> str:
        return text


class Pre:
    def run(self, text: str) -> str:
        return text
