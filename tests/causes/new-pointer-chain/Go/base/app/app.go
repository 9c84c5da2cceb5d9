package app

import "example.com/t/calc"

func alpha() *calc.Route {
	return new(calc.Route).Path("/a")
}

func beta() *calc.Route {
	return new(calc.Route).Host("h").Path("/b")
}

func gamma() *calc.Route {
	return new(calc.Route).Sub().Path("/c")
}
