import { Box, Vec } from "./vec";

export function alpha(a: Vec, b: Vec, c: Vec): Vec {
  const delta = Vec.Sub(a, b).add(c);
  return delta.clone();
}

export function beta(): Vec {
  const offset = new Vec(1, 2);
  return offset.rot(0.5).mul(2).add(new Vec()).clone();
}

export function gamma(v: Vec, x: unknown): unknown {
  return v.or(x).clone(true);
}

export function delta(b: Box): Box {
  return b.clone();
}
