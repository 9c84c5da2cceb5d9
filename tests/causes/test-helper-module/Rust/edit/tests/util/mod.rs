pub(super) fn comparator(text: &str, strict: bool) -> usize {
    t::parse(text)
}
