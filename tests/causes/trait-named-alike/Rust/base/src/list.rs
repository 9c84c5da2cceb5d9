use core::marker::PhantomData;

pub trait Kind {
    fn ordering() -> i32;
}

pub struct Max;

impl Kind for Max {
    fn ordering() -> i32 {
        1
    }
}

pub struct List<K> {
    kind: PhantomData<K>,
}

impl<K> List<K>
where
    K: Kind,
{
    pub fn push(&self, a: i32, b: i32) -> bool {
        a.cmp(&b) as i32 == K::ordering()
    }
}
