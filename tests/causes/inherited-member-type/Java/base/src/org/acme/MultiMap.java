package org.acme;

public interface MultiMap<K, V> {
    int length(Object key);
}
