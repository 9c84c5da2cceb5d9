from dataclasses import dataclass

from lib.visitors import Transformer, v_args


def alpha(tree):
    class T(Transformer):
        pass

    res = T().transform(tree)

    @v_args(inline=True)
    class T(Transformer):
        pass

    return res, T


def beta(tree):
    @v_args(inline=True)
    class T(Transformer):
        pass

    return T().transform(tree)


def gamma(tree):
    @dataclass
    class T(Transformer):
        pass

    return T().transform(tree)
