pub struct Slot {
    version: u32,
}

impl Slot {
    pub fn get(&self) -> u32 {
        self.version
    }
}

mod encode {
    use super::*;
    use crate::Encode;

    impl Encode for Slot {
        fn encode(&self) -> u32 {
            self.get() + 1
        }
    }
}
