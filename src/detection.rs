//! placeholder until the detection branch lands
pub struct Changed {
    pub name: String,
    pub owner: Option<String>,
    pub was: String,
    pub now: String,
}
pub fn changed_signatures(_l: crate::lang::Lang, _o: &str, _n: &str) -> Vec<Changed> {
    Vec::new()
}
