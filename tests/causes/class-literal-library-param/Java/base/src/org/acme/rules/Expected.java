package org.acme.rules;

import org.hamcrest.Matcher;

public class Expected {
    private Object matcher;

    public void expect(Matcher<?> matcher) {
        this.matcher = matcher;
    }

    public void expect(Class<? extends Throwable> type) {
        this.matcher = type;
    }

    public Object matcher() {
        return matcher;
    }
}
