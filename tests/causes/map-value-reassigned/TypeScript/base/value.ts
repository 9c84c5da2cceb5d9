export class Builder<T> {
  constructor(private items: T[]) {}

  add(item: T): void {
    this.items.push(item);
  }
}

export class Other {
  add(item: string): void {}
}
