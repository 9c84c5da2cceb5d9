pub fn alpha() -> i32 {
    facade::c::scale(1)
}
