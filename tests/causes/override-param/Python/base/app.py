from lib.calc import Command


class Strict(Command):
    def parse_args(self, ctx, args):
        ctx.fail("no arguments")
        return args

    def get_command(self, context, cmd_name):
        context.fail(cmd_name)
