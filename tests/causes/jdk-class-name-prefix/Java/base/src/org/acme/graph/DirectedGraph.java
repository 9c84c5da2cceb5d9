package org.acme.graph;

import org.acme.core.*;

public class DirectedGraph<V, E> {
    public DirectedGraph(Class<? extends E> edgeClass) {
        this(new ClassBasedFactory<V, E>(edgeClass));
    }

    public DirectedGraph(EdgeFactory<V, E> ef) {
    }
}
