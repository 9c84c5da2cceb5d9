package org.acme;

public abstract class Content {
}
