//go:build go1.9
// +build go1.9

package calc

func Scale(a, b int) int {
	return a
}
