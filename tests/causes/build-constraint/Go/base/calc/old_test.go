//go:build !go1.9 && amd64
// +build !go1.9,amd64

package calc

func beta() int {
	return Scale(2)
}
