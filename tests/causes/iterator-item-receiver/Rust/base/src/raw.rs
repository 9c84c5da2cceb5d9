pub struct Bucket<T> {
    ptr: *const T,
}

impl<T> Bucket<T> {
    pub unsafe fn as_ref(&self) -> *const T {
        self.ptr
    }
}

pub struct RawIter<T> {
    left: Vec<*const T>,
}

impl<T> Iterator for RawIter<T> {
    type Item = Bucket<T>;

    fn next(&mut self) -> Option<Bucket<T>> {
        self.left.pop().map(|ptr| Bucket { ptr })
    }
}

pub struct RawTable<T> {
    items: Vec<*const T>,
}

impl<T> RawTable<T> {
    pub fn iter(&self) -> RawIter<T> {
        RawIter {
            left: self.items.clone(),
        }
    }

    pub fn find(&self, i: usize) -> Option<Bucket<T>> {
        self.items.get(i).map(|&ptr| Bucket { ptr })
    }
}
