package demo.core;

public class IsEqual {
    public static Object equalTo(Object operand, boolean strict) {
        return operand;
    }
}
