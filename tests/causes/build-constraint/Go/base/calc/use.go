package calc

func alpha() int {
	return Scale(1)
}
