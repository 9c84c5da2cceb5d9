package demo;

import static demo.core.IsEqual.equalTo;

public class EqualityTest extends AbstractCheck {
    public void alpha() {
        assertNotNull(equalTo("x"));
    }
}
