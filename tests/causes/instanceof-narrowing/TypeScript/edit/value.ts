export class Computed {
  set(v: number, silent: boolean): void {}
}

export class Box {
  set(v: number): void {}
}
