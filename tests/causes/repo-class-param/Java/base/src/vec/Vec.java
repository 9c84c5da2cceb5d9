package vec;

public class Vec extends Shape {
    private final double[] data;

    public Vec(final double[] d, final boolean copy) {
        data = copy ? d.clone() : d;
    }

    public Vec(final Vec v, final boolean deep) {
        this(v.data, deep);
    }

    public Vec scale(final double[] d, final boolean copy) {
        return new Vec(d, copy);
    }

    public Vec scale(final Shape s, final boolean deep) {
        return this;
    }

    public Vec scale(final double[] from, final double[] to) {
        return this;
    }

    public Vec times(final Vec v) {
        return v;
    }

    public Vec times(final int n) {
        return this;
    }

    public Vec times(final double x) {
        return this;
    }

    public Vec twin() {
        return this;
    }
}
