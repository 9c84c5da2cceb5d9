from .iters import Base, LevelOrderGroupIter, walk

LevelGroupOrderIter = LevelOrderGroupIter
stroll = walk
