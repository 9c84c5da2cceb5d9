package calc

type Level uint32

func (l Level) Name(short bool) string { return "level" }

const (
	Low Level = iota
	// High is the last level.
	High
)

var All = []Level{Low, High}

type Logger struct {
	Level Level
}

type Other struct{}

func (o Other) Name() string { return "other" }
