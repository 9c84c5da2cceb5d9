package cli;

public class Usage {
    void alpha(String line) {
        Commander.getConsole().println("[usage] " + line);
    }

    void beta(String line) {
        System.out.println(line);
    }
}
