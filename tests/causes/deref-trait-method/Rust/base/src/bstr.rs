pub struct BStr {
    pub(crate) bytes: [u8],
}
