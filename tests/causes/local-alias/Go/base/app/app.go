package app

import "example.com/t/calc"

var s = calc.Scale

func alpha() int {
	return s(1)
}
