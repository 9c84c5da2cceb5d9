package org.acme;

public interface Other {
    interface Section {
        int length(Object key);
    }
}
