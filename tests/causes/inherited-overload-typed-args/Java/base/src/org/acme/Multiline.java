package org.acme;

public class Multiline extends Recursive {
  protected void detail(StringBuilder buf, String name, final long[] array) {
    super.detail(buf, name, array);
  }

  protected void value(StringBuilder buf, String name, Object value) {
    super.detail(buf, name, value);
  }
}
