package io;

public class Tailer {
    private Listener listener;

    void alpha(byte[] buf) {
        listener.handle(new String(buf));
    }

    void beta() {
        listener.handle(new IllegalStateException("x"));
    }
}
