package xml;

public class Element extends ParentNode {
    public Element(String name) {
    }

    public void appendChild(String text) {
    }
}
