package io;

import java.net.URI;
import java.nio.file.Path;

public class App {
    int alpha(Path dir) {
        return Walker.walk(this, dir);
    }

    int beta(URI uri) {
        return Walker.walk(this, uri);
    }

    int gamma(String name) {
        return Walker.walk(this, name);
    }
}
