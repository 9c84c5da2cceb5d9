import * as z from "./index";
import { Text, Other, either } from "./types";

export function alpha(): boolean {
  return z.text().min(1).safeParse("x");
}

export function beta(): boolean {
  return z.text().describe("d").optional().safeParse(undefined);
}

export function gamma(): boolean {
  return z.other().self().safeParse(1);
}

export function delta(): boolean {
  return Text.create("a").describe("b").safeParse("y");
}

export function epsilon(): boolean {
  return new Other().self().safeParse(2);
}

export function zeta(): boolean {
  return new Text().min(2).optional().safeParse("z");
}

export function eta(): boolean {
  return either(3).safeParse(3);
}
