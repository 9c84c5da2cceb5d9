package calc

// Deprecated: use Engine.
type Motor = Engine
