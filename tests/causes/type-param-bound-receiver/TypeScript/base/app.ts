import { Node, Other } from './node';

export class Caret<T extends Node> {
  origin: T;
  constructor(origin: T) {
    this.origin = origin;
  }
  second(other: Node): boolean {
    return this.origin.is(other);
  }
}

export class Loose<O extends Other> {
  origin: O;
  constructor(origin: O) {
    this.origin = origin;
  }
  third(other: Other): boolean {
    return this.origin.is(other);
  }
}
