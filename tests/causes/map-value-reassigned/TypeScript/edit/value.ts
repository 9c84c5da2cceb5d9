export class Builder<T> {
  constructor(private items: T[]) {}

  add(item: T, force: boolean): void {
    this.items.push(item);
  }
}

export class Other {
  add(item: string): void {}
}
