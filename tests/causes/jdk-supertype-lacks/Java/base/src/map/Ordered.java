package map;

import java.util.Map;

public interface Ordered<K, V> extends Map<K, V> {
    K firstKey();
}
