package map;

public abstract class Linked<K, V> extends Hashed<K, V> implements Ordered<K, V> {
    protected Object entryOf(final int index) {
        return index;
    }

    public Object alpha(final Object key) {
        return entryOf(key);
    }

    public Object beta(final int index) {
        return entryOf(index);
    }
}
