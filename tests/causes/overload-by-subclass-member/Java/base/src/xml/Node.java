package xml;

public abstract class Node {
}
