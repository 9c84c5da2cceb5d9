package org.acme.index;

public class Tree extends AbstractTree {
  public void insert(Envelope env, Object item) {
    super.insert(env, item);
  }
}
