package org.acme;

public interface Graph<V, E> {
    V source(E e, boolean strict);
}
