package org.acme;

public class ElementTest {
    Document gamma() {
        Element root = new Element("root");
        return new Document(root);
    }
}
