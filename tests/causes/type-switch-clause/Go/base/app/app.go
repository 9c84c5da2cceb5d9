package app

import "example.com/t/calc"

func alpha(x interface{}) *calc.Route {
	switch v := x.(type) {
	case *calc.Route:
		return v.Path("/a")
	}
	return nil
}

func beta(x interface{}) *calc.Route {
	switch v := x.(type) {
	case *calc.Router:
		return v.Path("/b")
	}
	return nil
}
