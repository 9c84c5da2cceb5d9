import { Shapes } from "./geom";

export function epsilon(shapes: Shapes): unknown {
  const bounds = shapes.bounds();
  return bounds.center.clone();
}
