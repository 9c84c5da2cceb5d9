from typing import List


def check(patterns: List[str], file: str, negate: bool) -> bool:
    return file in patterns
