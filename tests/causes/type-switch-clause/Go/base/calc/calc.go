package calc

type Route struct{ path string }

func (r *Route) Path(tpl string) *Route { r.path = tpl; return r }

type Router struct{ routes []*Route }

func (r *Router) Path(tpl string) *Route { return &Route{path: tpl} }
