package org.acme;

public class Element extends ParentNode {
    public Element copy() {
        return new Element();
    }

    public void appendChild(String text) {
    }
}
