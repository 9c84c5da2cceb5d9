package calc

type List[T comparable] struct{ elems []T }

func (l *List[T]) Get(i int, def T) (T, bool) { var z T; return z, false }

type Sorted[T comparable] struct {
	*List[T]
	less func(a, b T) bool
}

type Keyed[T comparable] struct{ Get func(i int) (T, bool) }
