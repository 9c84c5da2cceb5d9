package org.acme.tour;

import org.acme.Ini;
import org.acme.Reg;

public class Tour {
    Ini.Section alpha(Ini.Section sec) {
        return sec.getChild("child");
    }

    Reg.Section beta(Reg.Section sec) {
        return sec.getChild("child");
    }
}
