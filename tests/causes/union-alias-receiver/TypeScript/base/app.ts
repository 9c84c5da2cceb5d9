import { Box, Field, Group, Value } from "./value";

type Local = Field | Box;

type Boxes = Group | Box;

export function alpha(x: Value): void {
  x!.setMeta(1);
}

export function beta(x: Boxes): void {
  x.setMeta(1);
}

export function gamma(x: Local): void {
  x.setMeta(1);
}

export function delta(x: Local): void {
  if (x instanceof Field) {
    return;
  }
  x.setMeta(1);
}
