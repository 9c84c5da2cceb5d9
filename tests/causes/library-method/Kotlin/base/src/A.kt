class A {
    fun contains(a: Int): Boolean {
        return a > 0
    }
}
