package cli;

public class CliException extends RuntimeException {
    public CliException(Throwable t) {
        super(t);
    }

    public CliException(String message) {
        super(message);
    }

    public CliException(String message, Throwable t) {
        super(message, t);
    }
}
