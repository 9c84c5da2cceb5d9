import java.util.List;

public abstract class BaseSpec<V> implements Spec<V> {
    public List<V> values(Detected detected) {
        return detected.valuesOf(this);
    }
}
