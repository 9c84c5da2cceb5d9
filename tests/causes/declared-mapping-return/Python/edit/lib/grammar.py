from typing import Dict


class Grammar:
    def parse(self, code, *, error_recovery):
        return code


_loaded: Dict[str, "Grammar"] = {}


def load_grammar(version="3"):
    global _loaded
    try:
        return _loaded[version]
    except KeyError:
        try:
            grammar = Grammar()
            return _loaded.setdefault(version, grammar)
        except FileNotFoundError:
            raise NotImplementedError(version)
