package org.acme.tests;

import static org.hamcrest.CoreMatchers.instanceOf;

import org.acme.rules.Expected;

public class ExpectedTest {
    private final Expected thrown = new Expected();

    public void byClass() {
        thrown.expect(NullPointerException.class);
    }

    public void byMatcher() {
        thrown.expect(instanceOf(IllegalStateException.class));
    }
}
