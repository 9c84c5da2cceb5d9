package cmd

import flag "example.com/flags"

type Command struct{ flags *flag.FlagSet }

func (c *Command) Flags() *flag.FlagSet { return c.flags }

func (c *Command) HasAvailableFlags(local bool) bool { return c.flags != nil }

func (c *Command) HasAvailableLocalFlags() bool { return c.Flags().HasAvailableFlags() }
