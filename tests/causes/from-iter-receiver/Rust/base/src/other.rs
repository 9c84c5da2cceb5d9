pub struct Sack;

pub struct Tally;

impl Sack {
    // An inherent `from_iter` of its own: it returns a `Tally`, not `Self`.
    pub fn from_iter<I: IntoIterator<Item = (u8, u8)>>(iter: I) -> Tally {
        let _ = iter;
        Tally
    }
}

impl Tally {
    pub fn size(&self) -> usize {
        0
    }
}
