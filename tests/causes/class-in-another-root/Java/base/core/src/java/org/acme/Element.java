package org.acme;

public class Element extends Content {
    public Element(String name) {
    }
}
