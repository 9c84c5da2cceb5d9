export class Flag {
  set(v: boolean): void {}
}

export class Label {
  set(v: boolean): void {}
}
