from pkg import ext


class TestExtensionClass:
    def setUp(self):
        class TestExtension(ext.Extension):
            config = {}

        self.ext = TestExtension()
        self.ExtKlass = TestExtension

    def get_one(self):
        return self.ext.getConfig('foo')

    def from_klass(self):
        made = self.ExtKlass()
        return made.getConfig('foo')


class TestOwnConfig:
    def setUp(self):
        class Own:
            def getConfig(self, key):
                return key

        self.own = Own()

    def get_own(self):
        return self.own.getConfig('foo')
