package org.acme;

public class Style {
  protected void detail(StringBuilder buf, String name, long[] array) {
    buf.append(array.length);
  }

  protected void detail(StringBuilder buf, String name, int i, Object item) {
    buf.append(i).append(item);
  }
}
