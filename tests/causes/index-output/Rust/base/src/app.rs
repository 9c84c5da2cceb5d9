use crate::arena::{Arena, NodeId};
use crate::pool::Pool;

pub fn alpha(a: &Arena<u8>) -> bool {
    a[NodeId(0)].parent().is_none()
}

pub fn beta(a: &Arena<u8>) -> bool {
    let n = &a[NodeId(1)];
    n.parent().is_none()
}

pub fn gamma(a: &Arena<u8>) -> bool {
    a.parent().is_none()
}

pub fn delta(p: &Pool) -> bool {
    p[0].parent().is_none()
}
