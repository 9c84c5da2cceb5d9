import { Box, Field, Group } from "./value";

export function alpha(x: Field | Group): void {
  x.setMeta(1);
}

export function beta(x: Group | Box): void {
  x.setMeta(1);
}

export function gamma(x: Field | Group | undefined): void {
  if (x!.state.count > 0) {
    x?.setMeta(1);
  }
}

export function delta(x: Field | Group): void {
  if (x instanceof Field) {
    return;
  }
  x.setMeta(1);
}

export function epsilon(x: Field | Group): void {
  const isField = x instanceof Field;
  if (isField) {
    return;
  }
  x.setMeta(1);
}

export function zeta(xs: (Field | Group)[]): void {
  xs.forEach((x: Field | Group) => x.setMeta(1));
}
