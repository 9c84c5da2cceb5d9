package org.acme.index;

public class Tree extends AbstractTree {
  public void insert(Envelope env, Object item, int level) {
    super.insert(env, item);
  }
}
