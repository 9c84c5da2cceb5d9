import pkg


class CacheTestMixin:
    Cache: type[pkg.Cache]

    def test_defaults(self):
        return self.Cache(maxsize=1)

    def test_missing(self):
        class DefaultCache(self.Cache):
            def __missing__(self, key):
                return key

        return DefaultCache(maxsize=2)

    def test_rebound(self):
        self.Cache = pkg.RRCache
        return self.Cache(2)


class RRCacheTestMixin:
    Cache: type[pkg.RRCache]

    def test_choice(self):
        return self.Cache(2)
