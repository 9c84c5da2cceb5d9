package io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;

class Files {
    static void alpha(final InputStream in) throws IOException {
        try {
            in.read();
        } catch (final IOException | RuntimeException ex) {
            Quiet.close(in, ex::addSuppressed);
            throw ex;
        }
    }

    static void beta(final InputStream in) {
        Quiet.close(in, e -> e.printStackTrace());
    }

    static void gamma(final InputStream in) {
        Quiet.close(in, () -> { });
    }

    static void delta(final InputStream in, final Closeable other) {
        Quiet.close(in, other);
    }
}
