package fn;

class Checks {
    static void validate(final Predicate<?>... predicates) {
    }

    static void validate(final Closure<?>[] closures, final boolean allowNull) {
    }
}
