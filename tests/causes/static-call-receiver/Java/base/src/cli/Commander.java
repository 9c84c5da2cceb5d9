package cli;

public class Commander {
    private static Console console;

    public static Console getConsole() {
        return console;
    }
}
