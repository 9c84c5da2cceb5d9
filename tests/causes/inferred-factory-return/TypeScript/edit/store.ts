export class Store<R> {
  constructor(readonly name: string) {}
  run(cb: (x: R) => void, label: string): void {}
}

export class Other {
  run(cb: () => void): void {}
}
