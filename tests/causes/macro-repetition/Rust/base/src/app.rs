use crate::traits::InputLength;

pub fn lengths() -> usize {
    macro_rules! lens {
        ($($name:ident)+) => {
            $(
                fn $name<T: InputLength>(i: T) -> usize {
                    i.input_len()
                }
            )+
        };
    }

    lens! { first second }
    first("ab") + second("abc")
}
