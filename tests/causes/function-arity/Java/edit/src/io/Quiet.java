package io;

import java.io.Closeable;
import java.io.IOException;
import java.util.function.Consumer;

public class Quiet {
    public static void close(final Closeable closeable) {
    }

    public static void close(final Closeable... closeables) {
    }

    public static void close(final Closeable closeable, final Consumer<IOException> consumer, final boolean rethrow) {
    }
}
