use lists::{Deque, List};

fn dropped(x: List<u8>) {
    let y = x.drop_first().unwrap().drop_first().unwrap();
    let _ = y.push_front(3);
}

#[allow(dead_code)]
fn other(d: Deque<u8>) {
    let mut e = d.split().unwrap();
    e.push_front(1);
}

#[test]
fn all() {
    dropped(List::new());
}
