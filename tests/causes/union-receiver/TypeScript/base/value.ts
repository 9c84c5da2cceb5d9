export class Field {
  state = { count: 0 };
  setMeta(v: number): void {}
}

export class Group {
  state = { count: 0 };
  setMeta(v: number): void {}
}

export class Box {
  setMeta(v: number): void {}
}
