pub struct Flag(pub bool);

impl Flag {
    pub fn set(&self, on: bool) -> bool {
        on
    }
}
