package org.acme;

public abstract class Node {
    public abstract Node copy();
}
