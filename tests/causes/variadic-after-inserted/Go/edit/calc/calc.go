package calc

type Route struct{ path string }

func (r *Route) URL(strict bool, pairs ...string) (string, error) { return r.path, nil }

type URL struct{ Path string }

func (u *URL) String() string { return u.Path }
