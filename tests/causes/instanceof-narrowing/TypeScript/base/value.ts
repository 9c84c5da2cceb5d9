export class Computed {
  set(v: number): void {}
}

export class Box {
  set(v: number): void {}
}
