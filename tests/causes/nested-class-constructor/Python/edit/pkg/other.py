class Clock:
    class _Timer:
        def __init__(self, timer):
            self.timer = timer

    def begin(self):
        return Clock._Timer(1)
