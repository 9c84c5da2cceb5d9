package fn;

class Chain {
    static <E> void alpha(final Closure<? super E>[] closures) {
        Checks.validate(closures);
    }

    static <E> void beta(final Predicate<? super E>[] predicates) {
        Checks.validate(predicates);
    }
}
