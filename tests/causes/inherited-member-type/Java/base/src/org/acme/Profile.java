package org.acme;

public interface Profile {
    interface Section extends OptionMap {
    }
}
