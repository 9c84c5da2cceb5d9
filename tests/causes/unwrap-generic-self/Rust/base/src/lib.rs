#[derive(Clone)]
pub struct List<T> {
    items: Vec<T>,
}

impl<T: Clone> List<T> {
    pub fn new() -> List<T> {
        List { items: Vec::new() }
    }

    pub fn push_front(&self, v: T) -> List<T> {
        let mut l = self.clone();
        l.items.insert(0, v);
        l
    }

    pub fn drop_first(&self) -> Option<List<T>> {
        let mut l = self.clone();
        if l.items.is_empty() {
            return None;
        }
        l.items.remove(0);
        Some(l)
    }
}

impl<T: Clone> Default for List<T> {
    fn default() -> Self {
        Self::new()
    }
}

#[derive(Clone)]
pub struct Deque<T> {
    items: Vec<T>,
}

impl<T: Clone> Deque<T> {
    pub fn push_front(&mut self, v: T) {
        self.items.insert(0, v);
    }

    pub fn split(&self) -> Option<Deque<T>> {
        Some(self.clone())
    }
}
