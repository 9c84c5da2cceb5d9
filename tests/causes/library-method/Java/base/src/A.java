public class A {
    public boolean contains(int a) {
        return a > 0;
    }
}
