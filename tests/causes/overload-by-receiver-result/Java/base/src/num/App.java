package num;

public class App {
    Dfp alpha(Dfp a) {
        return a.multiply(a.power10K(2));
    }

    Dfp beta(Dfp a) {
        return a.multiply(DfpMath.pow(a.getTwo(), 3));
    }

    Dfp gamma(Dfp a) {
        return a.multiply(a.toDouble());
    }

    Dfp delta(Dfp a) {
        return a.multiply(a.getTwo());
    }
}
