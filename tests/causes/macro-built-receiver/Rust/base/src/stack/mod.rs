#[doc(hidden)]
#[macro_export]
macro_rules! stack_reverse {
    ( ; $($r:expr),*) => {
        {
            #[allow(unused_mut)]
            let mut s: Stack<_> = $crate::Stack::new();
            $(
                s.push_mut($r);
            )*
            s
        }
    };
    ($h:expr $(, $t:expr)* ; $($r:expr),*) => {
        $crate::stack_reverse!($($t),* ; $h $(, $r)*)
    };
}

#[macro_export]
macro_rules! stack {
    ($($e:expr),*) => {
        {
            #[allow(unused_mut)]
            let mut s = $crate::Stack::new();
            $(
                s.push_mut($e);
            )*
            s
        }
    };
}

#[macro_export]
macro_rules! stack_rev {
    ($($e:expr),*) => {
        $crate::stack_reverse!($($e),* ; )
    };
}

pub struct Stack<T> {
    items: Vec<T>,
}

impl<T> Stack<T> {
    pub fn new() -> Stack<T> {
        Stack { items: Vec::new() }
    }

    pub fn push_mut(&mut self, v: T) {
        self.items.push(v);
    }

    pub fn peek(&self) -> Option<&T> {
        self.items.last()
    }
}

impl<T> Default for Stack<T> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod test;
