def stroll(node, how=None):
    return node


def gamma():
    return stroll(3)
