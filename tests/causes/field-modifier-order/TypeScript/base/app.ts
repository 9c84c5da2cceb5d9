import { Polygon } from "./shapes";

export function alpha(p: Polygon): number {
  return p.sides();
}

export function beta(p: Polygon): number {
  return p.perimeter(2);
}
