use crate::key::{Key, Tag};

pub struct State {
    pub current: Option<(Vec<Key>, Key)>,
    pub tagged: Option<(Key, Tag)>,
}

impl State {
    pub fn finish(&mut self) {
        if let Some(last) = self.current.as_mut().map(|(_, k)| k) {
            *last.decor_mut() = 1;
        }
    }

    pub fn finish_tag(&mut self) {
        if let Some(tag) = self.tagged.as_mut().map(|(_, t)| t) {
            *tag.decor_mut() = 2;
        }
    }
}
