package main

import "strings"

// parse splits a comma-separated list.
func parse(s string) []string {
	return strings.Split(s, ",")
}
