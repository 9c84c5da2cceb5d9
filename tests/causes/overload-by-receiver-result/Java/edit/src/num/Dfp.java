package num;

import java.io.Serializable;

public class Dfp extends Field implements Serializable {
    public Dfp multiply(int x) {
        return this;
    }

    public Dfp multiply(double x) {
        return this;
    }

    public Dfp multiply(Dfp x, int digits) {
        return this;
    }

    public Dfp power10K(int e) {
        return this;
    }

    public double toDouble() {
        return 0;
    }
}
