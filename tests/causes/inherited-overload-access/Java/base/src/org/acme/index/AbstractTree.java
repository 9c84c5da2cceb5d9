package org.acme.index;

public abstract class AbstractTree {
  protected void insert(Object bounds, Object item) {}
}
