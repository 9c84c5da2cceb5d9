//! A tree's file list as one text and the end of each path in it, not one `String` per path:
//! a warm measure at 50,000 files spent a fifth of its instructions making (reading the kept
//! listing back) and freeing fifty thousand small strings it only looked at.

/// Repository-relative paths, in the order given (a tree's listing is sorted).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Paths {
    text: String,
    /// Where each path ends in `text` (it starts where the previous one ends).
    ends: Vec<usize>,
}

impl Paths {
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The `i`-th path.
    pub fn get(&self, i: usize) -> Option<&str> {
        let end = *self.ends.get(i)?;
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        self.text.get(start..end)
    }

    pub fn iter(&self) -> Iter<'_> {
        Iter {
            paths: self,
            at: 0,
            end: self.ends.len(),
        }
    }

    /// The paths as strings, one each.
    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(str::to_string).collect()
    }

    /// Add `path` at the end.
    pub fn push(&mut self, path: &str) {
        self.text.push_str(path);
        self.ends.push(self.text.len());
    }

    /// The paths `text` holds, each ending where `ends` says (each end no smaller than the
    /// last, within `text`, and on a character boundary): `None` when one is not.
    pub fn from_parts(text: String, ends: Vec<usize>) -> Option<Paths> {
        let mut last = 0;
        for &e in &ends {
            if e < last || !text.is_char_boundary(e) {
                return None;
            }
            last = e;
        }
        Some(Paths { text, ends })
    }

    /// The whole text (every path, one after another) and where each path ends in it.
    pub fn parts(&self) -> (&str, &[usize]) {
        (&self.text, &self.ends)
    }
}

impl<S: AsRef<str>> FromIterator<S> for Paths {
    fn from_iter<I: IntoIterator<Item = S>>(iter: I) -> Paths {
        let mut p = Paths::default();
        for s in iter {
            p.push(s.as_ref());
        }
        p
    }
}

/// The paths of a [`Paths`], in order.
#[derive(Clone)]
pub struct Iter<'a> {
    paths: &'a Paths,
    at: usize,
    end: usize,
}

impl<'a> Iterator for Iter<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.at >= self.end {
            return None;
        }
        let p = self.paths.get(self.at);
        self.at += 1;
        p
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.end - self.at;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.at >= self.end {
            return None;
        }
        self.end -= 1;
        self.paths.get(self.end)
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl<'a> IntoIterator for &'a Paths {
    type Item = &'a str;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_give_back_what_was_put_in_and_refuse_ends_off_a_character() {
        let names = ["a.rs", "dir/é.py", "", "z/y/x.go"];
        let p: Paths = names.iter().collect();
        assert_eq!(p.len(), 4);
        assert_eq!(p.iter().collect::<Vec<_>>(), names);
        assert_eq!(
            p.iter().rev().collect::<Vec<_>>(),
            names.iter().rev().copied().collect::<Vec<_>>()
        );
        assert_eq!(p.get(1), Some("dir/é.py"));
        assert_eq!(p.get(4), None);
        assert_eq!(p.to_vec(), names.map(String::from));
        let (text, ends) = p.parts();
        assert_eq!(
            Paths::from_parts(text.to_string(), ends.to_vec()),
            Some(p.clone())
        );
        // "é" is two bytes: an end between them, an end going back, or past the text.
        assert_eq!(Paths::from_parts("é".into(), vec![1]), None);
        assert_eq!(Paths::from_parts("ab".into(), vec![2, 1]), None);
        assert_eq!(Paths::from_parts("ab".into(), vec![3]), None);
        assert!(Paths::default().is_empty());
    }
}
