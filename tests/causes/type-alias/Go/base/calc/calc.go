package calc

type Engine struct{}

func (e *Engine) Run(a int) int {
	return a
}
