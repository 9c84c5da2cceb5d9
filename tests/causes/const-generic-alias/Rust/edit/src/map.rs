use core::marker::PhantomData;

pub struct Fnv;

pub struct Map<K, S, const N: usize> {
    keys: [Option<K>; N],
    hasher: PhantomData<S>,
}

pub type FnvMap<K, const N: usize> = Map<K, Fnv, N>;

impl<K: Copy, S, const N: usize> Map<K, S, N> {
    pub fn new() -> Self {
        Map {
            keys: [None; N],
            hasher: PhantomData,
        }
    }

    pub fn insert(&mut self, key: K, _replace: bool) -> bool {
        match self.keys.iter_mut().find(|k| k.is_none()) {
            Some(slot) => {
                *slot = Some(key);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::FnvMap;

    #[test]
    fn fills() {
        let mut a: FnvMap<u8, 2> = FnvMap::new();
        assert!(a.insert(1));
        let mut b = FnvMap::<u8, 1>::new();
        assert!(b.insert(2));
    }
}
