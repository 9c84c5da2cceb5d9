package org.acme;

public class Ini {
    public interface Section extends Profile.Section {
    }
}
