package org.acme.geom;

import java.io.Serializable;

public abstract class Geometry implements Cloneable, Comparable, Serializable {
  public int compareTo(Object o) {
    return 0;
  }
}
