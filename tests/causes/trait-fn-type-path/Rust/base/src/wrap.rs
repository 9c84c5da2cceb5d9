pub trait Wrapper {
    fn with_mode(pad: bool) -> u8;
}

pub struct General {}

impl Wrapper for General {
    fn with_mode(pad: bool) -> u8 {
        pad as u8
    }
}

pub struct Own {}

impl Own {
    pub fn with_mode(pad: bool) -> u8 {
        pad as u8 + 1
    }
}

impl Wrapper for Own {
    fn with_mode(pad: bool) -> u8 {
        pad as u8 + 2
    }
}
