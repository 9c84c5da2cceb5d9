package calc

import (
	"strings"
	"testing"
)

func TestAlpha(t *testing.T) {
	var b strings.Builder
	b.Grow(1)
}

func TestBeta(t *testing.T) {
	_ = Grow(1)
}
