package io;

public class IOUtils {
    public static int length(byte[] array) {
        return array == null ? 0 : array.length;
    }

    public static int length(char[] array) {
        return array == null ? 0 : array.length;
    }

    public static int length(CharSequence csq) {
        return csq == null ? 0 : (int) csq.chars().count();
    }

    public static int length(Object[] array) {
        return array == null ? 0 : array.length;
    }
}
