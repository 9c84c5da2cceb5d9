package p;

import java.util.List;
import java.util.Map;

public class Use {
    static Buffer sized(List<String> names) {
        return new Buffer(names.size());
    }

    static Buffer counted(Map<String, Integer> counts) {
        return new Buffer(counts.size());
    }

    static Buffer copied(List<String> names) {
        return new Buffer(names);
    }
}
