use super::*;

struct NoAliases;
impl AliasSource for NoAliases {
    fn alias(&self, _: &Path, _: &str) -> Option<String> {
        None
    }
}

#[test]
fn finds_plain_commit() {
    let s = scan("git commit -m x", Path::new("/r"), &NoAliases);
    assert_eq!(s.invocations.len(), 1);
}
