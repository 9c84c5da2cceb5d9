package json;

public abstract class Element {
}
