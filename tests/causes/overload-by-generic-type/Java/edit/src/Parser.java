import java.util.List;
import java.util.Map;
import java.util.Set;

public class Parser {
    private Spec specFor(char option) {
        return null;
    }

    private Spec specFor(String option, boolean strict) {
        return null;
    }

    void alpha(Map<List<String>, Set<Spec>> detected) {
        for (Map.Entry<List<String>, Set<Spec>> each : detected.entrySet()) {
            specFor(each.getKey().iterator().next());
        }
    }

    void beta(Map<String, Character> shorts) {
        specFor(shorts.get("a"));
    }

    void gamma(Map<List<String>, Set<Spec>> detected) {
        for (var names : detected.keySet()) {
            specFor(names.get(0));
        }
    }

    void delta(List<Character> shorts) {
        for (var each : shorts) {
            specFor(each);
        }
    }
}
