package walk;

import java.net.URI;
import java.nio.file.Path;
import java.nio.file.Paths;

public class Walk {
    public static <T> T visit(final T visitor, final Path directory, final int maxDepth) {
        return visitor;
    }

    public static <T> T visit(final T visitor, final String first, final String... more) {
        return visitor;
    }

    public static <T> T visit(final T visitor, final URI uri) {
        return visitor;
    }

    static <T> T alpha(final T visitor, final String first, final String... more) {
        return visit(visitor, Paths.get(first, more));
    }

    static <T> T beta(final T visitor, final URI uri) {
        return visit(visitor, Paths.get(uri));
    }

    static <T> T gamma(final T visitor) {
        return visit(visitor, "a", "b");
    }
}
