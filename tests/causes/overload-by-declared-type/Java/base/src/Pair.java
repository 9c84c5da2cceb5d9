public class Pair {
    public final String key;

    Pair(String key) {
        this.key = key;
    }
}
