package org.acme;

public class BasicProfile implements Profile {
    int alpha(Section section) {
        return section.length("option");
    }
}
