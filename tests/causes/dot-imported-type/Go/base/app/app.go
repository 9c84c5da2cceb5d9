package app

import . "example.com/t/calc"

func alpha() string {
	return High.Name()
}

func beta() string {
	s := ""
	for _, l := range All {
		s += l.Name()
	}
	return s
}

func gamma(log *Logger) string {
	return log.Level.Name()
}

func delta(o Other) string {
	return o.Name()
}
