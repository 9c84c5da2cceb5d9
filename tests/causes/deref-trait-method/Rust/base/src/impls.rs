mod bstr {
    use core::{fmt, ops};

    use crate::{bstr::BStr, ext_slice::ByteSlice};

    impl ops::Deref for BStr {
        type Target = [u8];

        fn deref(&self) -> &[u8] {
            &self.bytes
        }
    }

    impl fmt::Debug for BStr {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let n = self.char_indices();
            write!(f, "{n}")
        }
    }
}
