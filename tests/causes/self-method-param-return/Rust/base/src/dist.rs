pub trait Dist<P> {
    fn dist(&self, q: &P) -> P;
}
