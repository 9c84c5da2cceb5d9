package org.acme;

import java.util.List;

public class Document {
    public Document(Element root, boolean detach) {
    }

    public Document(List<Content> content) {
    }
}
