package cli;

public class MissingException extends CliException {
    public MissingException(String message) {
        super(message);
    }
}
