package org.acme;

public abstract class ParentNode extends Node {
    public void appendChild(Node child) {
    }
}
