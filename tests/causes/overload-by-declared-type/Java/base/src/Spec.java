public class Spec {
    public static final String NAME = "[arguments]";
}
