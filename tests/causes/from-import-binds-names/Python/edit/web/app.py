from .scaffold import Scaffold


class App(Scaffold):
    pass


class Flask(App):
    def __init__(self, import_name):
        self.import_name = import_name
