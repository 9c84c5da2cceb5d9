export class Flag {
  set(v: boolean, silent: boolean): void {}
}

export class Label {
  set(v: boolean): void {}
}
