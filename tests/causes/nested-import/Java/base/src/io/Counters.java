package io;

public class Counters {
    public interface Counter {
        void add(long val);
    }

    public interface PathCounters {
        Counter getByteCounter();
    }
}
