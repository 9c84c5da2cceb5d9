package cli;

public interface Console {
    void println(String msg, int indent);
}
