pub trait Store {
    unsafe fn set_len(&mut self, n: usize, zeroed: bool);

    fn clear(&mut self) {
        unsafe { self.set_len(0) }
    }
}
