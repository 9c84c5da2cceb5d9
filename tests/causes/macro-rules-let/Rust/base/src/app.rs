use crate::calc::Bag;
use crate::other::Sack;

pub fn alpha() -> usize {
    macro_rules! made {
        ($name:ident, $cap:expr) => {
            fn $name() -> usize {
                let mut builder = Bag::builder();
                builder.capacity($cap).build(&[1, 2]).items.len()
            }
        };
    }

    made!(made_four, 4);
    made_four()
}

pub fn beta() -> usize {
    macro_rules! sized {
        ($name:ident, $b:expr) => {
            fn $name() -> usize {
                let builder = $b;
                builder.build(&[1, 2])
            }
        };
    }

    sized!(sized_sack, Sack);
    sized_sack()
}
