package org.acme.app;

import org.acme.index.Envelope;
import org.acme.index.Tree;

class Loader {
  void elsewhere(Tree tree) {
    tree.insert(new Envelope(), "item");
  }
}
