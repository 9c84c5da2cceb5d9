import { scale } from "@t/calc";

export function alpha(): number {
  return scale(1);
}
