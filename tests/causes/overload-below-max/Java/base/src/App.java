public class App {
    static int alpha() {
        return A.scale(1);
    }

    static int beta() {
        return A.scale(1, 2, 3);
    }
}
