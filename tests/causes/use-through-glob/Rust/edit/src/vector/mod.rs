mod utils {
    pub fn bucket(index: usize) -> usize {
        index & 31
    }
}

pub fn get(bits: u8, index: usize) -> usize {
    utils::bucket(bits, index)
}

#[cfg(test)]
mod test;
