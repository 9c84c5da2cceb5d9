export class Subscription {
  add(v: number, tag: string): void {}
}

export class Box {
  add(v: number): void {}
}
