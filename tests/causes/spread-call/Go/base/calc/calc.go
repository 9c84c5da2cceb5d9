package calc

func Scale(a int, xs ...int) int {
	return a + len(xs)
}
