import java.util.function.IntSupplier;

public class A {
    public static int scale(String a, String c) {
        return 0;
    }

    public static int scale(String a, IntSupplier b) {
        return b.getAsInt();
    }
}
