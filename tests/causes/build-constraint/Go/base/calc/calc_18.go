// +build !go1.9

package calc

func Scale(a int) int {
	return a * 2
}
