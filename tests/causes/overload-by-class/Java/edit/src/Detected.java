import java.util.List;

public class Detected {
    public List<?> valuesOf(String option) {
        return null;
    }

    public <V> List<V> valuesOf(Spec<V> option, boolean defaults) {
        return null;
    }

    List<?> named(String name) {
        return valuesOf(name);
    }
}
