public class Simple<V> implements Names<V> {
    public boolean contains(String key) {
        return get(key) != null;
    }

    public V get(String key, boolean exact) {
        return null;
    }

    public V get(String key) {
        return null;
    }
}
