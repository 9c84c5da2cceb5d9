package lib

func Scale(a, b int) int {
	return a + b
}
