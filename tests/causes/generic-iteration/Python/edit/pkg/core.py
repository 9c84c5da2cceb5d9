from __future__ import annotations

from . import util
from .post import Post, Pre, build_post


class Md:
    def __init__(self) -> None:
        self.post = build_post()
        self.pre: util.Registry[Pre] = util.Registry()

    def convert(self, text: str) -> str:
        for p in self.pre:
            text = p.run(text)
        for pp in self.post:
            text = pp.run(text)
        return text


def run_post(text: str, md: Md) -> str:
    for pp in md.post:
        text = pp.run(text)
    return text
