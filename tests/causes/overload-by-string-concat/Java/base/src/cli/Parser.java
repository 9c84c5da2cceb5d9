package cli;

public class Parser {
    void alpha(String name) {
        throw new CliException("Ambiguous option: " + name);
    }

    void beta(int arity, String arg) {
        throw new CliException(arity + 1 + " values after " + arg);
    }

    void gamma(Throwable cause) {
        throw new CliException(cause);
    }

    void delta(Throwable cause) {
        throw new CliException("Could not read: " + cause, cause);
    }
}
