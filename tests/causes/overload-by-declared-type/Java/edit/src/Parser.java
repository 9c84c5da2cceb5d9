public class Parser {
    private Spec specFor(char option) {
        return specFor(String.valueOf(option));
    }

    private Spec specFor(String option, boolean strict) {
        return null;
    }

    void alpha(String required) {
        specFor(required);
    }

    void beta(Pair pair) {
        specFor(pair.key);
    }

    void gamma() {
        specFor(Spec.NAME);
    }

    void delta(char[] options) {
        specFor(options[0]);
    }
}
