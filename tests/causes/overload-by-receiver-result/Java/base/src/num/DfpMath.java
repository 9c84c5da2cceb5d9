package num;

public class DfpMath {
    public static Dfp pow(Dfp x, int a) {
        return x;
    }

    public static Dfp pow(Dfp x, Dfp y) {
        return x;
    }
}
