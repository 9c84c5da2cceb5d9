mod utils {
    pub fn bucket(bits: u8, index: usize) -> usize {
        (index >> bits) & 31
    }
}

pub fn get(bits: u8, index: usize) -> usize {
    utils::bucket(bits, index)
}

#[cfg(test)]
mod test;
