package io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;

public class Reader2 {
    void alpha(Closeable c) {
        Quiet.close(c, (Consumer<IOException>) null);
    }

    void beta(Closeable c, InputStream in) {
        Quiet.close(c, in);
    }
}
