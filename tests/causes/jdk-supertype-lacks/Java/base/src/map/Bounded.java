package map;

public abstract class Bounded<K, V> extends Linked<K, V> {
    public Object gamma(final Object key) {
        return entryOf(key);
    }
}
