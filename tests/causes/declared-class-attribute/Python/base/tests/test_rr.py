import pkg

from . import CacheTestMixin


class RRCacheTest(CacheTestMixin):
    Cache = pkg.RRCache
