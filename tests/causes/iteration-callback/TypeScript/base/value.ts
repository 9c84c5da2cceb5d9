export class Field {
  setMeta(v: number): void {}
}

export class Group {
  setMeta(v: number): void {}
}
