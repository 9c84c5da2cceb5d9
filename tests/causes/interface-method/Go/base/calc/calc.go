package calc

// Scaler scales.
type Scaler interface {
	Scale(a int) int
}

// Unit is a Scaler.
type Unit struct{}

func (Unit) Scale(a int) int { return a }
