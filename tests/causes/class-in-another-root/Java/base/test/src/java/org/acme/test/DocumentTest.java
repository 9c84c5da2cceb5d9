package org.acme.test;

import java.util.List;

import org.acme.Content;
import org.acme.Document;
import org.acme.Element;

public class DocumentTest {
    Document alpha(Element root) {
        return new Document(root);
    }

    Document beta(List<Content> content) {
        return new Document(content);
    }
}
