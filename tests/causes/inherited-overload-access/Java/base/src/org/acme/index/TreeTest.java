package org.acme.index;

import java.util.List;

class TreeTest {
  void samePackage(Tree tree, List<Envelope> envs) {
    for (int i = 0; i < envs.size(); i++) {
      tree.insert(envs.get(i).copy(), envs.get(i));
    }
  }

  void literal(Tree tree) {
    tree.insert(new Envelope(), "item");
  }
}
