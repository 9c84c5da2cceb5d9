use super::*;

mod internal {
    use super::*;

    #[test]
    fn via_glob() {
        use utils::bucket;
        assert_eq!(bucket(5, 33), 1);
    }
}

mod other {
    mod utils {
        pub fn bucket(index: usize) -> usize {
            index
        }
    }

    #[test]
    fn own_module() {
        use utils::bucket;
        assert_eq!(bucket(3), 3);
    }
}
