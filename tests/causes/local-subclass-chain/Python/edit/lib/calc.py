class Schema:
    def validate(self, data: dict, *, partial: bool) -> dict:
        return data
