package doc;

public class Element extends Content {
    public Element(String name) {
    }
}
