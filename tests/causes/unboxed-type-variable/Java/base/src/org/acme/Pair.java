package org.acme;

public class Pair<A, B extends Integer> {
    public final A a;
    public final B b;

    public Pair(A a, B b) {
        this.a = a;
        this.b = b;
    }

    int alpha() {
        return Hash.update(1, a);
    }

    int beta() {
        return Hash.update(1, b);
    }

    static <T> int gamma(T[] data) {
        int hash = 0;
        for (T value : data) {
            hash = Hash.update(hash, value);
        }
        return hash;
    }

    static <T extends Number> int delta(T value) {
        return Hash.update(0, value);
    }

    static int epsilon(int value) {
        return Hash.update(0, value);
    }
}
