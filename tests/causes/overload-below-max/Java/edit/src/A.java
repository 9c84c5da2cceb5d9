public class A {
    public static int scale(int a, int b) {
        return a + b;
    }

    public static int scale(int a, int b, int c) {
        return a + b + c;
    }
}
