package cli;

public abstract class BaseConverter {
    protected String errorString(String value) {
        return "cannot convert " + value;
    }
}
