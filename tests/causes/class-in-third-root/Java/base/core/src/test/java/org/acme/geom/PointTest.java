package org.acme.geom;

import java.util.List;
import org.acme.test.GeometryTestCase;

public class PointTest extends GeometryTestCase {
  void alpha(Point a, Geometry b) {
    checkEqual(a, b);
  }

  void beta(List<Geometry> a, List<Geometry> b) {
    checkEqual(a, b);
  }

  void gamma(Point a, Point b) {
    checkEqual(a, b, 0.1);
  }
}
