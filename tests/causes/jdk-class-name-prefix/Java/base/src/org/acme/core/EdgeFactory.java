package org.acme.core;

public interface EdgeFactory<V, E> {
    E createEdge(V a, V b);
}
