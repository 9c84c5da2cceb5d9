package xml;

public class Text extends Node {
    public Text(String value) {
    }
}
