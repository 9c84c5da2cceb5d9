import { Subscription } from "./value";

export class Subscriber extends Subscription {
  next(v: number): void {}
}
