package demo;

import static demo.core.IsEqual.equalTo;

import junit.framework.*;

public class WildcardTest extends TestCase {
    public void beta() {
        assertNotNull(equalTo("y"));
    }
}
