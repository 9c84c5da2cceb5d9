package p;

import java.util.HashMap;
import java.util.Map;

public class KeysTest {
    private static enum TestKeys implements JsonKey {
        key0(null),
        DNE("none");

        private final Object value;

        private TestKeys(Object value) {
            this.value = value;
        }

        @Override
        public String getKey() {
            return this.name();
        }
    }

    static class Names {
        static final TestKeys FIRST = TestKeys.key0;
        static final Map.Entry<String, Object> ENTRY = Map.entry("k", 0);
    }

    public void alpha(Map<String, Object> json) {
        json.put(TestKeys.key0.getKey(), 0);
    }

    public void beta(Map<String, Object> json) {
        json.put(TestKeys.DNE.getKey(), 0);
    }

    public void gamma() {
        Names.FIRST.getKey();
    }

    public void delta() {
        Names.ENTRY.getKey();
    }
}
