package io;

public class Counters {
    public interface Counter {
        void add(long val, boolean sync);
    }

    public interface PathCounters {
        Counter getByteCounter();
    }
}
