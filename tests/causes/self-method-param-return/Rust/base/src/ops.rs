use crate::line::Line;
use crate::point::Point;
use core::ops::Sub;

impl<P> Line<P>
where
    P: Point + Sub<Output = P>,
{
    pub fn with_sub(&self, q: &P) -> P {
        self.nearest(q).sub(q.clone())
    }
}
