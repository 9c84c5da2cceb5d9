use std::marker::PhantomData;

pub struct Bucket<T> {
    ptr: *const T,
}

impl<T> Bucket<T> {
    pub unsafe fn as_ref(&self, _twice: bool) -> *const T {
        self.ptr
    }
}

pub struct Inner {
    ptrs: Vec<*const u8>,
}

impl Inner {
    unsafe fn bucket<T>(&self, i: usize) -> Bucket<T> {
        Bucket {
            ptr: self.ptrs[i] as *const T,
        }
    }

    fn rehash(&mut self, hasher: &dyn Fn(&mut Self, usize) -> u64) -> u64 {
        hasher(self, 0)
    }

    fn visit<F>(&self, f: F) -> usize
    where
        F: Fn(&Self, usize) -> usize,
    {
        f(self, 0)
    }
}

pub struct Table<T> {
    inner: Inner,
    marker: PhantomData<T>,
}

impl<T> Table<T> {
    pub fn rehash_all(&mut self) -> u64 {
        self.inner
            .rehash(&|table, index| unsafe { table.bucket::<T>(index).as_ref() } as u64)
    }

    pub fn visit_all(&self) -> usize {
        self.inner
            .visit(|table, index| unsafe { table.bucket::<T>(index).as_ref() } as usize)
    }

    pub fn other(&self, name: Name) -> usize {
        apply(name, |n| n.as_ref().len())
    }
}

pub struct Name(String);

impl Name {
    pub fn as_ref(&self) -> &str {
        &self.0
    }
}

fn apply(x: Name, f: impl Fn(&Name) -> usize) -> usize {
    f(&x)
}
