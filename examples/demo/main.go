package main

import "fmt"

func main() {
	fmt.Println(parse("a,b"))
}

func other() []string {
	return parse("c")
}
