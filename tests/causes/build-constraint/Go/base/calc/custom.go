//go:build mytag

package calc

func delta() int {
	return Scale(4)
}
