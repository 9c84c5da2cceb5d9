package org.acme.graph;

import org.acme.core.*;

public class ListenableGraph<V, E> {
    private final DirectedGraph<V, E> base;

    public ListenableGraph(Class<? extends E> edgeClass) {
        this(new DirectedGraph<V, E>(edgeClass));
    }

    public static <V, E> ListenableGraph<V, E> fromFactory(EdgeFactory<V, E> ef) {
        return new ListenableGraph<V, E>(new DirectedGraph<V, E>(ef));
    }

    public ListenableGraph(DirectedGraph<V, E> base) {
        this.base = base;
    }
}
