class Environment:
    def get_template(self, name, parent):
        return name
