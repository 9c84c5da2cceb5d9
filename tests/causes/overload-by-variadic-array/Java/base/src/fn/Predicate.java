package fn;

public interface Predicate<T> {
}
