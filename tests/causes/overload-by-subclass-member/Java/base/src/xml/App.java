package xml;

public class App {
    void alpha(Element parent, Element child) {
        parent.appendChild(child);
    }

    void beta(Element parent) {
        parent.appendChild("text");
    }

    void gamma(Element parent) {
        parent.appendChild(new Text("t"));
    }

    void delta(Element parent, Object x) {
        parent.appendChild((Node) x);
    }

    void epsilon(Element parent, Object x) {
        parent.appendChild(x.toString());
    }

    void zeta(Fancy parent, Node child) {
        parent.appendChild(child);
    }
}

class Fancy extends ParentNode {
    void appendChild(String text) {
    }
}
