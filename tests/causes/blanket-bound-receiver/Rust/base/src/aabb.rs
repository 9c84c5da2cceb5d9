use crate::point::{Point, PointExt};

pub struct Aabb<P> {
    pub lower: P,
    pub upper: P,
}

impl<P> Aabb<P>
where
    P: Point,
{
    pub fn diag(&self) -> P {
        self.upper.sub(&self.lower)
    }

    pub fn moved(center: P, d: &P) -> P {
        center.sub(d)
    }

    pub fn by_ref(a: &P, b: &P) -> P {
        a.sub(b)
    }
}
