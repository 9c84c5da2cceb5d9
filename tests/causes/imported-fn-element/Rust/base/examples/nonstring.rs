use t::{capture_diff_slices, Algorithm, TextDiff};

fn beta() {
    let diff = TextDiff::new();
    for change in diff.iter_changes(&[1], &[2]) {
        println!("{:?}", change);
    }
}

fn main() {
    let old = vec![1, 2, 3];
    let new = vec![1, 2, 4];
    let ops = capture_diff_slices(Algorithm::Myers, &old, &new);

    for op in ops {
        for change in op.iter_changes(&old, &new) {
            println!("{:?}", change);
        }
    }
    beta();
}
