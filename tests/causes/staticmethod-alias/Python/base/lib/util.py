from typing import List


def check(patterns: List[str], file: str) -> bool:
    return file in patterns
