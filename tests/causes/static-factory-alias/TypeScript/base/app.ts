import * as z from "./index";
import { Text } from "./types";

export function alpha(): boolean {
  return z.text().min(1).safeParse("x");
}

export function beta(): boolean {
  const s = z.text().describe("d").optional();
  return s.safeParse(undefined);
}

export function gamma(): boolean {
  return z.other().safeParse(1);
}

export function delta(): boolean {
  return Text.create("a").safeParse("y");
}
