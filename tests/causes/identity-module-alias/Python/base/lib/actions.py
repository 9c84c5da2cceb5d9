from .util import replaced_by, wrapped


def replace_with(s: str, count: int = 1) -> str:
    return s * count


replaceWith = replaced_by("replaceWith", replace_with)
plainAlias = replace_with
wrappedAlias = wrapped("wrappedAlias", replace_with)
