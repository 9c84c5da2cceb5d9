public class App {
    static int alpha() {
        return A.scale("x", "y");
    }

    static int beta() {
        return A.scale("x", () -> 1);
    }
}
