package io;

import java.io.Closeable;
import java.io.IOException;
import java.util.function.Consumer;

public class Quiet {
    public static void close(Closeable closeable, Consumer<IOException> onError, int tries) {
    }

    public static void close(Closeable... closeables) {
    }
}
