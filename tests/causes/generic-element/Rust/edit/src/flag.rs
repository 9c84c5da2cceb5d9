pub struct Flag(pub bool);

impl Flag {
    pub fn set(&self, on: bool, by: u8) -> bool {
        on
    }
}
