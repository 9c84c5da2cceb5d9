package org.acme;

import java.util.Collection;

public class Recursive extends Style {
  protected void detail(StringBuilder buf, String name, Object value) {
    buf.append(value);
  }

  protected void detail(StringBuilder buf, String name, Collection<?> coll) {
    buf.append(coll.size());
  }

  protected void items(StringBuilder buf, String name, Collection<?> coll) {
    int i = 0;
    for (final Object item : coll) {
      detail(buf, name, i++, item);
    }
  }
}
