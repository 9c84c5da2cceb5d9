package org.acme;

public final class Hash {
    public static int update(int hash, int value) {
        return hash * 31 + value;
    }

    public static int update(int hash, Object value, boolean deep) {
        return hash * 31 + (value != null ? value.hashCode() : 0);
    }
}
