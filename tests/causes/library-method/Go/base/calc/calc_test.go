package calc

import (
	"encoding/gob"
	"strings"
	"testing"
)

func TestAlpha(t *testing.T) {
	dec := gob.NewDecoder(strings.NewReader(""))
	var v int
	_ = dec.Decode(&v)
}

func TestBeta(t *testing.T) {
	d := &Decoder{}
	_ = d.Decode(1)
}
