use super::*;

mod mocks {
    use super::*;

    pub fn filled() -> TrieMap {
        let mut m = TrieMap::default();
        m.insert(1, 2);
        m
    }
}

mod node {
    use super::*;
    use mocks::*;

    fn dummy() -> TrieMap {
        filled()
    }

    #[test]
    fn cloned() {
        let original = dummy();
        let mut map = original.clone();
        assert_eq!(map.get_mut(&1), Some(&mut 2));
    }

    #[test]
    fn other_type() {
        let mut t = crate::other::Table::default();
        assert_eq!(t.get_mut(&0), None);
    }
}
