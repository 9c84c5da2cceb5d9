package app

import "example.com/t/calc"

func alpha(rs []*calc.Route) *calc.Route {
	return rs[0].Path("/a")
}

func beta(byName map[string]*calc.Route) *calc.Route {
	return byName["b"].Path("/b")
}

func gamma() *calc.Route {
	return (&calc.Route{}).Path("/c")
}

func delta(rs []*calc.Router) *calc.Route {
	return rs[0].Path("/d")
}
