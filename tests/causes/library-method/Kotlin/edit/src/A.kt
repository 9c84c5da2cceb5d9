class A {
    fun contains(a: Int, b: Int): Boolean {
        return a > b
    }
}
