public class A {
    public boolean contains(int a, int b) {
        return a > b;
    }
}
