from lib.manager import Manager


def alpha(pm: Manager) -> None:
    pm.hook.myhook(arg=1)


def beta(pm: Manager) -> None:
    hc = pm.subset("myhook")
    hc(arg=2)


def gamma(pm: Manager) -> None:
    pm.hook.myhook(first=True, arg=3)
