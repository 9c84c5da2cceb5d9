package org.acme;

public class Plain implements Other {
    int gamma(Section section) {
        return section.length("option");
    }
}
