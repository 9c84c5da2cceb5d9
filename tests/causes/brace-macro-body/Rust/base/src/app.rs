use crate::bag::Bag;
use crate::other::Sack;

// Each `fn` of the invocation's body becomes a fn with that body: the body's tokens are
// ordinary code, which test macros (quickcheck!, proptest!) take the same way.
macro_rules! checks {
    ($(fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty { $($code:tt)* })*) => {
        $(fn $name($($arg: $ty),*) -> $ret { $($code)* })*
    };
}

pub fn alpha(n: usize) -> bool {
    checks! {
        fn same(n: usize) -> bool {
            let bag = Bag::new();
            assert_eq!(bag.size(), n);
            bag.size() == n
        }
    }
    same(n)
}

pub fn beta(n: usize) -> bool {
    checks! {
        fn same(n: usize) -> bool {
            let sack = Sack { n };
            sack.size() == n
        }
    }
    same(n)
}
