class Parser:
    # The most recent expressions are cached in _CACHE.
    _CACHE = {}
    _MAX_SIZE = 128

    def parse(self, expression):
        cached = self._CACHE.get(expression)
        if cached is not None:
            return cached
        parsed_result = self._do_parse(expression)
        self._CACHE[expression] = parsed_result
        if len(self._CACHE) > self._MAX_SIZE:
            self._free_cache_entries()
        return parsed_result

    def _do_parse(self, expression):
        try:
            return self._parse(expression)
        except ValueError as e:
            e.args = (expression,)
            raise

    def _parse(self, expression):
        if not expression:
            raise ValueError("empty")
        return ParsedResult(expression)

    def _free_cache_entries(self):
        for key in list(self._CACHE.keys())[: self._MAX_SIZE // 2]:
            self._CACHE.pop(key, None)

    @classmethod
    def purge(cls):
        cls._CACHE.clear()


class ParsedResult:
    def __init__(self, expression):
        self.expression = expression

    def search(self, value, options):
        return value.get(self.expression, options)


class Registry:
    _SEEN = {}

    def lookup(self, name):
        hit = self._SEEN.get(name)
        if hit is not None:
            return hit
        made = ParsedResult(name)
        self._SEEN[name] = made
        return made

    def register(self, name, value):
        self._SEEN[name] = value
