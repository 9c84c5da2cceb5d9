from lib.dicts import OMD, Other


def alpha():
    omd = OMD()
    omd.add("a", 1)


def beta():
    other = Other()
    other.add("a", 1)


def gamma():
    omd = OMD()
    omd.add("a", 1, True)
