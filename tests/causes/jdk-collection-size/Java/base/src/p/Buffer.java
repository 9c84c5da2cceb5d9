package p;

import java.util.Collection;

public class Buffer {
    private final Object[] elements;

    public Buffer(Collection coll) {
        this(coll.size());
    }

    public Buffer(int size) {
        elements = new Object[size];
    }

    public int capacity() {
        return elements.length;
    }
}
