package json;

public class App {
    void alpha(Sink s, int a, int b) {
        s.add(a < b);
    }

    void beta(Sink s, boolean f) {
        s.add(f ? "a" : "b");
    }

    void gamma(Sink s) {
        s.add(new Tree());
    }

    void delta(Sink s) {
        s.add(new Text());
    }

    void epsilon(Sink s) {
        s.add(App.class);
    }

    void zeta(Sink s, Object x) {
        s.add(x instanceof String);
    }
}
