from lib.calc import scale as resize
