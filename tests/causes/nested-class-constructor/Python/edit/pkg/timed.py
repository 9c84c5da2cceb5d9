class Timed:
    class _Timer:
        def __init__(self, timer, nesting):
            self.timer = timer
            self.nesting = nesting

        def copy_timer(self):
            return Timed._Timer(self.timer)

    def start(self, timer):
        self.clock = Timed._Timer(timer)

    def restart(self):
        return self._Timer(self.clock.timer)
