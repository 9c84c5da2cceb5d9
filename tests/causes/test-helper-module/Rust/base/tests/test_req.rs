mod util;

use crate::util::*;

#[test]
fn alpha() {
    let parsed = comparator("1.2.3-alpha");
    assert_eq!(parsed, 11);
}
