use super::super::{Lang, SourceFile};

#[test]
fn parses_empty() {
    let f = SourceFile::parse("a.js", Lang::JavaScript, Vec::new()).unwrap();
    assert!(super::definitions(&f).is_empty());
}
