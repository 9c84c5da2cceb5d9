import { Box, Vec } from "./geom";

export function alpha(box: Box): Vec {
  return box.center.clone();
}

export function beta(box: Box): Vec {
  const c = box.corner;
  return c.clone();
}

export function gamma(box: Box): unknown {
  const t = box.transform;
  return t instanceof Vec ? t : t.clone();
}

export function delta(box: Box): Box {
  return box.clone();
}
