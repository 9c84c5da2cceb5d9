package org.acme;

public abstract class BaseMap<K, V> implements MultiMap<K, V> {
}
