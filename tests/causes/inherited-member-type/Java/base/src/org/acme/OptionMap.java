package org.acme;

public interface OptionMap extends MultiMap<String, String> {
}
