public class A {
    public static int scale(int a) {
        return a;
    }

    public static int scale(int a, int b, int c) {
        return a + b + c;
    }
}
