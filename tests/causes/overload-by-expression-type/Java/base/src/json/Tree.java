package json;

public final class Tree extends Element {
}
