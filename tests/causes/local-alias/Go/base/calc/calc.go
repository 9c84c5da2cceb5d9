package calc

func Scale(a int) int {
	return a
}

func Double(a int) int {
	return 2 * a
}
