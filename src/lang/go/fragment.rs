//! Go's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{Found, Sc};

/// A `func` definition at token `i` (Go has no class bodies: a method's owner is its receiver).
pub(crate) fn def(sc: &Sc, i: usize, _cls: Option<&str>) -> Option<Found> {
    go_def(sc, i)
}

fn go_def(sc: &Sc, i: usize) -> Option<Found> {
    if !sc.is(i, "func") || sc.prev_is(i, &["."]) {
        return None;
    }
    let mut k = i + 1;
    let mut owner = None;
    if sc.is(k, "(") {
        let rc = sc.close_of(k)?;
        let mut j = k + 1;
        // a receiver is a few tokens; a longer list is no receiver (and bounds the work)
        if rc > k + 64 {
            return None;
        }
        while j < rc {
            if sc.is(j, "[") {
                j = sc.close_of(j)?;
            } else if let Some(w) = sc.name(j) {
                owner = Some(w.to_string());
            }
            j += 1;
        }
        k = rc + 1;
    }
    let name = sc.name(k)?;
    let n = k;
    k += 1;
    if sc.is(k, "[") {
        k = sc.close_of(k)? + 1;
    }
    if !sc.is(k, "(") {
        return None;
    }
    let mut f = sc.found(n, name, sc.params(k)?);
    f.owner = owner;
    Some(f)
}
