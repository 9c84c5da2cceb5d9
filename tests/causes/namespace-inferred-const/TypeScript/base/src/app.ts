import * as T from "./validation";

export function alpha(): string {
  return T.string.validate("x");
}

export function beta(): string {
  return T.indexKey.validate("a0");
}

export function gamma(): number {
  const toNumber = T.string.refine((s) => parseInt(s, 10));
  return toNumber.validate("42");
}

export function delta(): number {
  const positive = T.number.check("positive", (n) => {
    if (n <= 0) throw new Error("negative");
  });
  return positive.validate(5);
}

export function epsilon(): unknown {
  return T.plain.validate(1);
}

export function zeta(): boolean {
  return T.other.validate(1);
}
