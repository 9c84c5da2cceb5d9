package app

import "example.com/t/calc"

func alpha(xs []int) int {
	return calc.Scale(1, xs...)
}

func beta(xs []int) int {
	return calc.Scale(1, 2, xs...)
}
