use core::marker::PhantomData;

pub trait Kind {
    fn ordering() -> i32;
}

pub struct Min;

impl Kind for Min {
    fn ordering() -> i32 {
        -1
    }
}

pub struct Heap<K> {
    kind: PhantomData<K>,
}

impl<K: Kind> Heap<K> {
    pub fn sift(&self, a: i32, b: i32) -> bool {
        a.cmp(&b) as i32 == K::ordering()
    }
}
