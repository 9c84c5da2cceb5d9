export class Subscription {
  add(v: number): void {}
}

export class Box {
  add(v: number): void {}
}
