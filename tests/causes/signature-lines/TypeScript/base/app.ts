import { die } from "./errors";

export interface Factory {
  // one function
  <T extends Function | undefined | null>(fn: T): T
  // a name and a function
  <T extends Function | undefined | null>(name: string, fn: T): T

  (name: string): PropertyDecorator
}

export function alpha(a: any): void {
  die("x");
}
