package org.acme.graph;

import org.acme.core.*;

public class ClassBasedFactory<V, E> implements EdgeFactory<V, E> {
    public ClassBasedFactory(Class<? extends E> edgeClass) {
    }

    public E createEdge(V a, V b) {
        return null;
    }
}
