package org.acme;

public class Use {
    static abstract class TestMap extends BaseMap<String, String> {
    }

    int alpha(Profile.Section sec) {
        return sec.length("option");
    }

    int beta(Ini.Section sec) {
        return sec.length("option");
    }

    int gamma(TestMap map) {
        return map.length("option");
    }

    int delta(String name) {
        return name.length();
    }
}
