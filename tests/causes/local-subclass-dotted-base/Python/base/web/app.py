class Flask:
    def __init__(self, import_name, static_folder="static"):
        self.import_name = import_name
        self.static_folder = static_folder
