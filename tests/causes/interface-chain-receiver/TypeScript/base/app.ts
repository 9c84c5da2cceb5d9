import * as z from "./index";

export function alpha(): void {
  z.text().describe("a");
}

export function beta(): void {
  z.text().min(1).optional().describe("b");
}

export function gamma(): void {
  const t = z.text().min(2);
  t.describe("c");
}

export function delta(): void {
  let s = z.text();
  s = s.min(3);
  s.describe("d");
}

export function epsilon(): void {
  z.other().describe("e", "f");
}
