package doc;

import java.util.List;

public class App {
    Element make() {
        return new Element("made");
    }

    Document alpha(Element root) {
        return new Document(root);
    }

    Document beta() {
        return new Document(new Element("root"));
    }

    Document gamma() {
        return new Document(make());
    }

    Document delta(List<Content> content) {
        return new Document(content);
    }

    Document epsilon(Object x) {
        return new Document((Element) x);
    }
}
