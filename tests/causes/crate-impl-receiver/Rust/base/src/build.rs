// Bag's constructors, in another module than the struct.
use crate::bag::Bag;

impl Bag {
    pub fn from_sorted(items: Vec<u32>) -> Result<Self, String> {
        if items.windows(2).all(|w| w[0] <= w[1]) {
            Ok(Bag { items })
        } else {
            Err("unsorted".into())
        }
    }

    pub fn first_of(items: Vec<u32>) -> Option<Bag> {
        items.first().map(|i| Bag { items: vec![*i] })
    }
}

impl FromIterator<u32> for Bag {
    fn from_iter<I: IntoIterator<Item = u32>>(iter: I) -> Self {
        Bag {
            items: iter.into_iter().collect(),
        }
    }
}
