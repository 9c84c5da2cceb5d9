//go:build linux || !go1.9

package calc

func gamma() int {
	return Scale(3)
}
