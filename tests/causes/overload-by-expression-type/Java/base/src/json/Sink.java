package json;

public class Sink {
    public void add(int n) {
    }

    public void add(CharSequence s) {
    }

    public void add(Object o) {
    }
}
