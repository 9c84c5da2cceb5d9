use crate::label::Label;
use crate::Flag;

pub struct Board<'a> {
    flags: &'a [&'a Flag],
    labels: Vec<Label>,
}

fn make() -> Vec<Flag> {
    Vec::new()
}

pub fn alpha(b: &Board) -> bool {
    b.flags[0].set(true)
}

pub fn beta(b: &Board) -> bool {
    b.labels[0].set(true)
}

pub fn gamma() -> bool {
    let flags = make();
    flags.iter().any(|f| f.set(true))
}

pub fn delta(labels: &[Label]) -> bool {
    labels.iter().filter(|l| l.0 > 0).all(|l| l.set(true))
}

pub fn epsilon(flags: Vec<Flag>) -> bool {
    for f in &flags {
        f.set(true);
    }
    true
}
