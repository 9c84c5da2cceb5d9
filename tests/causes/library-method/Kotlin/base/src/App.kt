fun alpha(s: String): Boolean {
    return s.trim().contains("x")
}

fun beta(x: A): Boolean {
    return x.contains(1)
}
