pub struct Slice([u8]);

impl Slice {
    /// # Safety
    /// `ptr` must point to `len` writable bytes for `'a`.
    pub unsafe fn from_raw_parts_mut<'a>(ptr: *mut u8, len: usize) -> &'a mut Slice {
        let s: &mut [u8] = core::slice::from_raw_parts_mut(ptr, len);
        &mut *(s as *mut [u8] as *mut Slice)
    }

    pub fn copy_from_slice(&mut self, src: &[u8], _at: usize) {
        self.0.copy_from_slice(src);
    }
}
