package calc

type Decoder struct{}

func (d *Decoder) Decode(v any, strict bool) error {
	return nil
}
