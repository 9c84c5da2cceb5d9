from . import calc
