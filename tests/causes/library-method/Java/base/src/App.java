public class App {
    static boolean alpha(String s) {
        return s.trim().contains("x");
    }

    static boolean beta(A x) {
        return x.contains(1);
    }
}
