package solve;

public abstract class AbstractSolver extends BaseSolver {
    public double solve(int maxEval) {
        return maxEval;
    }
}
