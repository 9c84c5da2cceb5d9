import { isBox, isComputed } from "./value";

export function alpha(x: any): void {
  if (isBox(x)) {
  } else if (isComputed(x)) {
    x.set(1);
  }
}

export function beta(x: any): void {
  if (isBox(x)) {
    x.set(1);
  }
}
