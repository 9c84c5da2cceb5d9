class Context:
    def fail(self, message: str, code: int) -> None:
        raise RuntimeError(message)


class Command:
    def parse_args(self, ctx: Context, args: list) -> list:
        return args

    def get_command(self, ctx: Context, name: str) -> None:
        return None
