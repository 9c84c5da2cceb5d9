package demo;

import static demo.core.IsEqual.equalTo;

import junit.framework.TestCase;

public class OwnEqualTest extends TestCase {
    static Object equalTo(String s) {
        return s;
    }

    public void gamma() {
        assertNotNull(equalTo("z"));
    }
}
