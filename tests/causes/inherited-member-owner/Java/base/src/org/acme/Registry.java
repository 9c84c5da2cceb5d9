package org.acme;

public interface Registry {
    interface Section {
        Section getChild(String key);
    }
}
