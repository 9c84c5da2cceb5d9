package io;

public interface Listener {
    void handle(String line, long position);

    void handle(Exception ex);
}
