package org.acme;

public class Tree<V, E> {
    public V source(E e) {
        return null;
    }
}
