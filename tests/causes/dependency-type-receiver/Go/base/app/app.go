package app

import "example.com/t/cmd"

func alpha(c *cmd.Command) bool { return c.HasAvailableFlags() }

func beta(c *cmd.Command) bool { return c.Flags().HasAvailableFlags() }

func gamma(c *cmd.Command) bool {
	fs := c.Flags()
	return fs.HasAvailableFlags()
}
