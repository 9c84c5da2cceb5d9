package vec;

public class App {
    public Vec alpha(final Vec v, final double[] diag, final boolean deep) {
        return v.scale(diag, deep);
    }

    public Vec beta(final Vec v) {
        return v.scale(new double[0], true);
    }

    public Vec gamma(final Vec v, final Unit u) {
        return v.scale(u, false);
    }

    public Vec delta(final Vec v) {
        return v.times(v.twin());
    }

    public Vec epsilon(final Vec v, final Integer n) {
        return v.times(n);
    }

    public Vec zeta(final Vec v, final double[] diag) {
        return new Vec(diag, true);
    }

    public Vec eta(final Vec v) {
        return new Vec(v, false);
    }
}
