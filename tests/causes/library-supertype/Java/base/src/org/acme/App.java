package org.acme;

public class App {
    static int alpha() {
        SeriesSet s = new SeriesSet();
        return Stats.bounds(s);
    }

    static int beta(Grid g) {
        return Stats.bounds(g);
    }
}
