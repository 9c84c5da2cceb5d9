package app

import "example.com/t/calc"

type routeTest struct {
	route  *calc.Route
	router *calc.Router
}

func alpha(test routeTest) bool {
	route := test.route
	var match calc.Match
	return route.Match("/", &match)
}

func beta(tests []routeTest) bool {
	r := &tests[0].route
	var match calc.Match
	return (*r).Match("/", &match)
}

func gamma(test routeTest) bool {
	router := test.router
	var match calc.Match
	return router.Match("/", &match)
}
