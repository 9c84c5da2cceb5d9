package io.walk;

import io.Counters.PathCounters;
import java.util.ArrayList;
import java.util.List;

public class Visitor {
    private final PathCounters pathCounters = null;
    private final List<Long> sizes = new ArrayList<>();

    void alpha(long size) {
        pathCounters.getByteCounter().add(size);
    }

    void beta(long size) {
        sizes.add(size);
    }
}
