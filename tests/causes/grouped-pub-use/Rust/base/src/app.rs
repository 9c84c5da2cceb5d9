use crate::Bag;

pub fn alpha() -> i32 {
    Bag::maker().build(1)
}
