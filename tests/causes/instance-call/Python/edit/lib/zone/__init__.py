from .tz import *
