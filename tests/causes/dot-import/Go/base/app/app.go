package app

import . "example.com/t/calc"

func alpha() int {
	return Scale(1)
}
