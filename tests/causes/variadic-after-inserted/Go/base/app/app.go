package app

import "example.com/t/calc"

type routeTest struct{ route *calc.Route }

func pairs(m map[string]string) []string {
	var out []string
	for k, v := range m {
		out = append(out, k, v)
	}
	return out
}

func alpha(test routeTest, vars map[string]string) string {
	route := test.route
	u, _ := route.URL(pairs(vars)...)
	return u
}

func beta(route *calc.Route) string {
	u, _ := route.URL()
	return u
}
