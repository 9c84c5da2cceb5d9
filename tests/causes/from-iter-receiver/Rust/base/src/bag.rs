pub struct Bag<K, V> {
    pub pairs: Vec<(K, V)>,
}

impl<K, V> Bag<K, V> {
    pub fn size(&self) -> usize {
        self.pairs.len()
    }
}

impl<K, V> FromIterator<(K, V)> for Bag<K, V>
where
    K: Eq,
{
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        Bag {
            pairs: iter.into_iter().collect(),
        }
    }
}
