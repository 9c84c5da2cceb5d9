package app

import "example.com/lib"

func alpha() int {
	return lib.Scale(1)
}
