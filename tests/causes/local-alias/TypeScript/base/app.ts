import { scale } from "./calc";

const s = scale;

export function alpha(): number {
  return s(1);
}
