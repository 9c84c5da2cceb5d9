package calc

type Node struct{ parent *Node }

func (n *Node) Parent(depth int) *Node { return n.parent }

type Tree struct{ up *Tree }

func (t *Tree) Parent() *Tree { return t.up }
