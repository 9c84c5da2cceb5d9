package map;

import java.util.AbstractMap;

public abstract class Hashed<K, V> extends AbstractMap<K, V> {
    protected Object entryOf(final Object key, final boolean convert) {
        return key;
    }
}
