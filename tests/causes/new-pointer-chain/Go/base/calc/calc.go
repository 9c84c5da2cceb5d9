package calc

type Route struct{ host, path string }

func (r *Route) Host(h string) *Route { r.host = h; return r }

func (r *Route) Path(tpl string) *Route { r.path = tpl; return r }

func (r *Route) Sub() *Router { return &Router{} }

type Router struct{ routes []*Route }

func (r *Router) Path(tpl string) *Route { return &Route{path: tpl} }
