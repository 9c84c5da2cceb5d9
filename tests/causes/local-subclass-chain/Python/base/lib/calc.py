class Schema:
    def validate(self, data: dict, *, partial: bool = False) -> dict:
        return data
