use std::fmt::Display;

pub trait Itertools: Iterator {
    fn join(&mut self, sep: &str, _n: usize) -> String
    where
        Self::Item: Display,
    {
        let mut out = String::new();
        for (i, x) in self.enumerate() {
            if i > 0 {
                out.push_str(sep);
            }
            out.push_str(&x.to_string());
        }
        out
    }
}

impl<T> Itertools for T where T: Iterator + ?Sized {}
