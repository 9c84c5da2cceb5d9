pub struct Slot {
    version: u32,
}

impl Slot {
    pub fn get(&self, strict: bool) -> u32 {
        let _ = strict;
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
