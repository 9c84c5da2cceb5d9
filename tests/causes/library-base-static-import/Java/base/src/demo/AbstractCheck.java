package demo;

import junit.framework.TestCase;

public abstract class AbstractCheck extends TestCase {
}
