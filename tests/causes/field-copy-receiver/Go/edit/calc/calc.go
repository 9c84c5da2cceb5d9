package calc

type Match struct{ Vars map[string]string }

type Route struct{ path string }

func (r *Route) Match(req string, m *Match, strict bool) bool { return req == r.path }

type Router struct{ routes []*Route }

func (r *Router) Match(req string, m *Match) bool { return len(r.routes) > 0 }
