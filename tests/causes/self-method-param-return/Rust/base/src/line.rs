use crate::dist::Dist;
use crate::point::{Point, PointExt};

pub struct Line<P> {
    pub from: P,
    pub to: P,
}

impl<P> Line<P>
where
    P: Point,
{
    pub fn nearest(&self, q: &P) -> P {
        if self.from == *q {
            self.from.clone()
        } else {
            self.to.clone()
        }
    }

    pub fn direct(&self, q: &P) -> P {
        self.nearest(q).sub(q)
    }

    pub fn by_mut(&mut self, q: &P) -> P {
        self.nearest(q).sub(q)
    }
}

impl<Q> Dist<Q> for Line<Q>
where
    Q: Point,
{
    fn dist(&self, q: &Q) -> Q {
        let n = self.nearest(q);
        n.sub(q)
    }
}
