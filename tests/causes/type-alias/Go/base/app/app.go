package app

import "example.com/t/calc"

func alpha(m *calc.Motor) int {
	return m.Run(1)
}
