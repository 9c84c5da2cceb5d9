package calc

type Runner interface {
	Run(a int) int
}

type Service interface {
	Runner
	Stop()
}
