package cli;

public class CliException extends RuntimeException {
    public CliException(Throwable cause) {
        super(cause);
    }

    public CliException(String message, int code) {
        super(message);
    }

    public CliException(String message, Throwable cause) {
        super(message, cause);
    }
}
