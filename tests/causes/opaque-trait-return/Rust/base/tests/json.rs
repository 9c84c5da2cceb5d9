use t::internal::Parser;

fn ws<'a, O, F: Parser<&'a str, O>>(f: F) -> impl Parser<&'a str, O> {
    f
}

fn value(i: &str) -> Option<(&str, u8)> {
    i.strip_prefix('1').map(|r| (r, 1))
}

pub fn json(input: &str) -> Option<(&str, u8)> {
    ws(value).parse(input)
}

#[test]
fn t() {
    assert_eq!(json(" 1"), Some(("", 1)));
}
