package org.acme;

public interface Series {
}
