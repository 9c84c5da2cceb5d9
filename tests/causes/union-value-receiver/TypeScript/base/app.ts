import { Field, Group, Holder } from "./value";

export function alpha(h: Holder): void {
  h.one()?.setMeta(1);
}

export function beta(h: Holder): void {
  const v = h.one();
  v?.setMeta(1);
}

export function gamma(h: Holder): void {
  const vs = h.many();
  if (vs) {
    for (let i = 0; i < vs.length; i++) {
      vs[i].setMeta(1);
    }
  }
}

export function delta(xs: (Field | Group)[], y: unknown): void {
  xs[0].setMeta(1);
  (y as Field | Group).setMeta(1);
}

export function epsilon(h: Holder): void {
  const v = h.one();
  if (v instanceof Field) {
    return;
  }
  v?.setMeta(1);
}

export function zeta(h: Holder): void {
  h.other().setMeta(1);
}

export function eta(): void {
  const w: Field | Group = new Group();
  w.setMeta(1);
}
