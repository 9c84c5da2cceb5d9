use crate::block::Block;

pub struct Set {
    blocks: Vec<Block>,
    names: Vec<String>,
}

impl Set {
    fn as_slice(&self) -> &[Block] {
        &self.blocks
    }

    pub fn first(&self) -> Option<usize> {
        let (i, _) = self
            .as_slice()
            .iter()
            .enumerate()
            .find(|&(_, b)| !b.is_empty())?;
        Some(i)
    }

    pub fn last(&self) -> Option<usize> {
        let (i, _) = self
            .as_slice()
            .iter()
            .rev()
            .enumerate()
            .find(|(_, b)| !b.is_empty())?;
        Some(i)
    }

    pub fn within(&self, other: &Set) -> bool {
        self.as_slice()
            .iter()
            .zip(other.as_slice())
            .all(|(x, _)| x.is_empty())
    }

    pub fn beyond(&self, other: &Set) -> bool {
        let me = self.as_slice();
        me.iter().skip(other.blocks.len()).all(|x| x.is_empty())
    }

    pub fn paired(&self, other: &Set) -> bool {
        self.blocks
            .iter()
            .zip(other.as_slice().iter())
            .any(|(_, y)| y.is_empty())
    }

    pub fn named(&self) -> bool {
        self.names.iter().enumerate().any(|(_, n)| n.is_empty())
    }
}
