package vec;

public class Diag {
    private final Vec diag;

    public Diag(final double[] diag, final boolean deep) {
        this.diag = new Vec(diag, deep);
    }

    public Vec scaled(final double[] diag, final boolean deep) {
        return this.diag.scale(diag, deep);
    }
}
