use crate::calc::Bag;
use crate::other::Sack;

pub trait Measure {
    fn measure(&self) -> usize;
    fn compare(&self, other: &Self) -> bool;
}

pub fn alpha() {
    macro_rules! impl_measure {
        ($t:ty) => {
            impl Measure for $t {
                fn measure(&self) -> usize {
                    self.size()
                }

                fn compare(&self, other: &$t) -> bool {
                    let mine = self.items.len();
                    mine == other.size()
                }
            }
        };
    }

    impl_measure!(Bag);
}

pub fn beta() {
    macro_rules! impl_measure {
        ($t:ty) => {
            impl Measure for $t {
                fn measure(&self) -> usize {
                    self.size()
                }

                fn compare(&self, other: &$t) -> bool {
                    self.items.len() == other.items.len()
                }
            }
        };
    }

    impl_measure!(Sack);
}
