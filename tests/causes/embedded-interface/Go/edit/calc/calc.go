package calc

type Runner interface {
	Run(a, b int) int
}

type Service interface {
	Runner
	Stop()
}
