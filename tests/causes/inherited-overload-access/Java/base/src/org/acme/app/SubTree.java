package org.acme.app;

import org.acme.index.Envelope;
import org.acme.index.Tree;

class SubTree extends Tree {
  void inside(SubTree other) {
    other.insert(new Envelope(), "item");
  }
}
