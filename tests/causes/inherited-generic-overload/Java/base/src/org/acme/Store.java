package org.acme;

public class Store<K, V> {
    public V put(K key, V value) {
        return value;
    }

    public V put(K key, V value, int index) {
        return value;
    }
}
