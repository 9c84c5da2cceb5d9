package calc

type Node struct{ parent *Node }

func (n *Node) Parent() *Node { return n.parent }

type Tree struct{ up *Tree }

func (t *Tree) Parent() *Tree { return t.up }
