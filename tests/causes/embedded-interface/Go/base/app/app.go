package app

import "example.com/t/calc"

func alpha(s calc.Service) int {
	return s.Run(1)
}
