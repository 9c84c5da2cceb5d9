fn comparator(input: &str) -> usize {
    input.len()
}

pub fn parse(input: &str) -> usize {
    comparator(input)
}
