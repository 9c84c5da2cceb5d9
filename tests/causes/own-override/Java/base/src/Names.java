public interface Names<V> {
    V get(String key);
}
