export class Field {
  count = 0;
  setMeta(v: number, silent: boolean): void {}
}

export class Group {
  size = 0;
  setMeta(v: number): void {}
}

export class Box {
  setMeta(v: number): void {}
}

export type Value = Field | Group | null;
