pub struct Queue<T, const N: usize> {
    pub items: [Option<T>; N],
    pub len: usize,
}

impl<T, const N: usize> Queue<T, N> {
    pub fn enqueue(&mut self, item: T) -> Result<(), T> {
        if self.len == N {
            return Err(item);
        }
        self.items[self.len] = Some(item);
        self.len += 1;
        Ok(())
    }
}

pub struct Log {
    pub lines: Vec<String>,
}

impl Log {
    pub fn enqueue(&mut self, line: &str) {
        self.lines.push(line.to_string());
    }
}

pub fn fill() -> usize {
    let mut q = Queue::<u8, { 2 + 1 }> {
        items: [None; 3],
        len: 0,
    };
    q.enqueue(1).unwrap();
    let mut log = Log { lines: Vec::new() };
    log.enqueue("one");
    q.len
}
