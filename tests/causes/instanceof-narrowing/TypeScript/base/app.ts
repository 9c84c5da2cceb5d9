import { Box, Computed } from "./value";

export function alpha(x: Computed | Box): void {
  if (x instanceof Computed) {
    x.set(1);
  }
}

export function beta(x: Computed | Box): void {
  if (x instanceof Box) {
    x.set(1);
  }
}
