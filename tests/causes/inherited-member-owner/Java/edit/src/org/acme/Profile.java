package org.acme;

public interface Profile {
    interface Section {
        Section getChild(String key, boolean create);
    }
}
