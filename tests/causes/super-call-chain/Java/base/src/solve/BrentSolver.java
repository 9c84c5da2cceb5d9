package solve;

public class BrentSolver extends AbstractSolver {
    double alpha(int maxEval, double min, double max) {
        return super.solve(maxEval, min, max);
    }

    double beta(int maxEval) {
        return super.solve(maxEval);
    }

    double gamma(int maxEval, double start) {
        return super.solve(maxEval, start);
    }
}
