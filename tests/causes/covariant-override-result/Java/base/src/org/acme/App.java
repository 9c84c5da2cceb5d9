package org.acme;

public class App {
    void alpha(Element root, Element data) {
        root.appendChild(data.copy());
    }

    void beta(Element root, Element data) {
        root.appendChild(data.toString());
    }
}
