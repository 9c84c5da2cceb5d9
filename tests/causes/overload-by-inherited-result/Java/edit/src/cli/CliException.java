package cli;

public class CliException extends RuntimeException {
    public CliException(Throwable t) {
        super(t);
    }

    public CliException(String message, int code) {
        super(message);
    }

    public CliException(String message, Throwable t) {
        super(message, t);
    }
}
