package calc

type Engine struct{}

func (e *Engine) Run(a, b int) int {
	return a + b
}
