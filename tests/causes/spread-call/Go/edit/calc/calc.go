package calc

func Scale(a, b int, xs ...int) int {
	return a + b + len(xs)
}
