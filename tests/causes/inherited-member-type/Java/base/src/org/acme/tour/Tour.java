package org.acme.tour;

import org.acme.Ini;

public class Tour {
    int beta(Ini.Section sec) {
        return sec.length("option");
    }

    int delta(String name) {
        return name.length();
    }
}
