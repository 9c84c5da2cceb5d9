package solve;

public abstract class BaseSolver {
    public double solve(int maxEval, double min, double max) {
        return min + max;
    }

    public double solve(int maxEval, double start) {
        return start;
    }
}
