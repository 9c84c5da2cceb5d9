public interface Spec<V> {
}
