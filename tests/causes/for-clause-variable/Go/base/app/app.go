package app

import "example.com/t/calc"

func alpha(n *calc.Node) int {
	d := 0
	for p := n; p != nil; p = p.Parent() {
		d++
	}
	return d
}

func beta(p *calc.Tree) int {
	d := 0
	for p := p.Parent(); p != nil; p = nil {
		d++
	}
	return d
}
