export interface Signal<T> {
  get(): T;
  set(value: T, diff?: string): void;
}

class Box<T> implements Signal<T> {
  constructor(private value: T) {}
  get(): T {
    return this.value;
  }
  set(value: T): void {
    this.value = value;
  }
}

export function signal<T>(value: T): Signal<T> {
  return new Box(value);
}
