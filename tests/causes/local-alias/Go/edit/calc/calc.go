package calc

func Scale(a, b int) int {
	return a + b
}

func Double(a int) int {
	return 2 * a
}
