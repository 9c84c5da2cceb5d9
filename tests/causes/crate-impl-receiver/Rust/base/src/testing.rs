// A proptest!-style macro: each `pat in strategy` parameter draws its value from a strategy.
pub trait Strategy {
    type Value;
    fn pick(&self) -> Self::Value;
}

impl Strategy for std::ops::RangeInclusive<u32> {
    type Value = u32;
    fn pick(&self) -> u32 {
        *self.start()
    }
}

pub struct Any<T>(pub fn() -> T);

impl<T> Strategy for Any<T> {
    type Value = T;
    fn pick(&self) -> T {
        (self.0)()
    }
}

macro_rules! proptest {
    ($(#[$m:meta])* fn $name:ident($($p:ident in $s:expr),* $(,)?) $body:block) => {
        $(#[$m])*
        pub fn $name() {
            $(let $p = $crate::testing::Strategy::pick(&$s);)*
            $body
        }
    };
}
