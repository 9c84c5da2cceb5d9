package io;

public interface Listener {
    void handle(String line);

    void handle(Exception ex);
}
