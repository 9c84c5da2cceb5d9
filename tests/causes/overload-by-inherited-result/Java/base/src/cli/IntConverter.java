package cli;

public class IntConverter extends BaseConverter {
    int alpha(String value) {
        throw new CliException(errorString(value));
    }

    int beta(NumberFormatException e) {
        throw new CliException(e);
    }
}
