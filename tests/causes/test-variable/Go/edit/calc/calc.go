package calc

func Grow(a, b int) int {
	return a + b
}
