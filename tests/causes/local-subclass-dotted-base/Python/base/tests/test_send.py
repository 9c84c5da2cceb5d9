import web


class TestSendfile:
    def test_static_file(self):
        class StaticFileApp(web.Flask):
            def max_age(self):
                return 60

        return StaticFileApp(__name__)

    def test_plain(self):
        class Quiet:
            def __init__(self, name):
                self.name = name

        return Quiet(__name__)
