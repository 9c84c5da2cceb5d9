package fn;

public interface Closure<T> {
}
