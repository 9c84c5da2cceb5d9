import * as z from "./index";
import { Text } from "./types";

export function alpha(): boolean {
  const s = z.text().min(1);
  return s.safeParse("x");
}

export function beta(): boolean {
  const s = z.text().describe("d").optional();
  return s.safeParse(undefined);
}

export function gamma(): boolean {
  const o = z.other();
  return o.safeParse(1);
}

export function delta(): boolean {
  const t = Text.create("a");
  return t.safeParse("y");
}
