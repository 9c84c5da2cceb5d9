package org.acme;

public interface Grid {
}
