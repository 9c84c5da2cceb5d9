package num;

public abstract class Field {
    public Dfp getTwo() {
        return null;
    }
}
