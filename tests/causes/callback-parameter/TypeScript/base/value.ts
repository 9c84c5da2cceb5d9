export class Subscription {
  add(v: number): void {}
}

export class Subscriber extends Subscription {
  next(v: number): void {}
}

export class Box {
  add(v: number): void {}
}

export function operate(init: (source: string, subscriber: Subscriber) => void): void {}

export function visit(f: (box: Box) => void): void {}

export class Observable {
  constructor(subscribe?: (this: Observable, subscriber: Subscriber) => void) {}
}
