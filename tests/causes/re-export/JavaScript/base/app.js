import { scale } from "./lib/index.js";

export function alpha() {
  return scale(1);
}
