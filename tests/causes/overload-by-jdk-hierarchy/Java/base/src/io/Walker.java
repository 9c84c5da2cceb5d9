package io;

import java.net.URI;
import java.nio.file.Path;

public class Walker {
    public static int walk(Object visitor, Path start) {
        return 0;
    }

    public static int walk(Object visitor, URI uri) {
        return 1;
    }

    public static int walk(Object visitor, String first, String... more) {
        return 2;
    }
}
