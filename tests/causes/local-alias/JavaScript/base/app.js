import { scale } from "./calc.js";

const s = scale;

export function alpha() {
  return s(1);
}
