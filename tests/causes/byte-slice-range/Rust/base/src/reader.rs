use std::io::Read;

pub fn read_chain() -> String {
    let mut s = String::new();
    (&b"ab"[..]).chain(&b"cd"[..]).read_to_string(&mut s).unwrap();
    s
}
