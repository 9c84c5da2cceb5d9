import { Subscriber } from "./subscriber";
import { Box } from "./value";

export function alpha(s: Subscriber): void {
  s.add(1);
}

export class Queue extends Subscriber {
  gamma(): void {
    this.add(1);
  }
}

export function beta(b: Box): void {
  b.add(1);
}
