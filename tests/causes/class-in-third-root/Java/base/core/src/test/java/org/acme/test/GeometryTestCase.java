package org.acme.test;

import java.util.Collection;
import org.acme.geom.*;

public abstract class GeometryTestCase {
  protected void checkEqual(Geometry expected, Geometry actual) {}

  protected void checkEqual(Geometry expected, Geometry actual, double tolerance) {}

  protected void checkEqual(Collection expected, Collection actual) {}
}
