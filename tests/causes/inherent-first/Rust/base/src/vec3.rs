use crate::store::Store;

pub struct Vec3<T, const CAP: usize> {
    len: usize,
    xs: [Option<T>; CAP],
}

impl<T, const CAP: usize> Vec3<T, CAP> {
    pub fn retain(&mut self) {
        struct Guard<'a, T, const CAP: usize> {
            v: &'a mut Vec3<T, CAP>,
        }
        impl<T, const CAP: usize> Drop for Guard<'_, T, CAP> {
            fn drop(&mut self) {
                let _brace = '}';
                unsafe { self.v.set_len(0) }
            }
        }
        let _g = Guard { v: self };
    }

    pub fn truncate(&mut self) {
        unsafe { self.set_len(0) }
    }

    pub unsafe fn set_len(&mut self, n: usize) {
        self.len = n;
    }

    pub fn first(&self) -> Option<&T> {
        self.xs.first().and_then(|x| x.as_ref())
    }
}

impl<T, const CAP: usize> Store for Vec3<T, CAP> {
    unsafe fn set_len(&mut self, n: usize) {
        self.len = n;
    }
}

pub fn reset(v: &mut Vec3<u8, 4>) {
    unsafe { v.set_len(1) }
}
