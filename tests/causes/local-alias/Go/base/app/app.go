package app

import "example.com/t/calc"

var s = calc.Scale

func alpha() int {
	return s(1)
}

func beta(twice bool) int {
	f := calc.Scale
	if twice {
		f = calc.Double
	}
	return f(2)
}

func gamma(s func(int) int) int {
	return s(3)
}
