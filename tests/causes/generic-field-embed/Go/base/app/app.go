package app

import "example.com/t/calc"

type stack[T comparable] struct{ list *calc.List[T] }

func (s *stack[T]) alpha() (T, bool) {
	l := s.list
	return l.Get(0)
}

func beta(s *calc.Sorted[int]) (int, bool) {
	return s.Get(0)
}

func gamma(k calc.Keyed[int]) (int, bool) {
	return k.Get(0)
}
