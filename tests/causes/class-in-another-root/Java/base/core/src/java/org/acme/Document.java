package org.acme;

import java.util.List;

public class Document {
    public Document(Element root) {
    }

    public Document(List<Content> content) {
    }
}
