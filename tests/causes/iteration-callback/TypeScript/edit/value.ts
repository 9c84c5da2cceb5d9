export class Field {
  setMeta(v: number, silent: boolean): void {}
}

export class Group {
  setMeta(v: number): void {}
}
