from lib.env import Environment


def alpha():
    class MyEnvironment(Environment):
        pass

    env = MyEnvironment()
    return env.get_template("x")
