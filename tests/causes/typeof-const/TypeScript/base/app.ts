import { nullDeep, plainDeep } from "./value";

export function alpha(a: number, b: number): number {
  return nullDeep(a, b);
}

export function beta(a: number, b: number): number {
  return plainDeep(a, b);
}
