pub struct Label(pub u8);

impl Label {
    pub fn set(&self, on: bool) -> bool {
        on
    }
}
