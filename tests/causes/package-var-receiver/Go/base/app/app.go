package app

import "example.com/t/calc"

func alpha() *calc.Route {
	return calc.DefaultRoute.Path("/a")
}

func beta() *calc.Route {
	return calc.DefaultRouter.Path("/b")
}
