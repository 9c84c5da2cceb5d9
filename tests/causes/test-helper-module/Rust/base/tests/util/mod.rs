pub(super) fn comparator(text: &str) -> usize {
    t::parse(text)
}
