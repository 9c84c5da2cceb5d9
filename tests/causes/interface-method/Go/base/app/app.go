package app

import "example.com/t/calc"

func alpha(v interface{}) int {
	if s, ok := v.(calc.Scaler); ok {
		return s.Scale(1)
	}
	return 0
}

func beta(v interface{}) int {
	return v.(calc.Scaler).Scale(2)
}

func gamma(u calc.Unit) int {
	return u.Scale(3)
}
