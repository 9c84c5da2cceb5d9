package org.acme;

public class Union<V, E, G extends Graph<V, E>> {
    private G g1;

    public Union(G g1) {
        this.g1 = g1;
    }

    public V first(E e) {
        return g1.source(e);
    }

    public V second(E e) {
        return this.g1.source(e);
    }

    public <T extends Tree<V, E>> V third(T t, E e) {
        return t.source(e);
    }
}
