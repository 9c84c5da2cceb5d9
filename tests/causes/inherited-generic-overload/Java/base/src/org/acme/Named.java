package org.acme;

public class Named<V> extends Store<String, V> {
}
