export class Bag<K, V> {
  private data = new Map<K, V>();

  set(k: K, v: V, force: boolean): this {
    this.data.set(k, v);
    return this;
  }

  withMutations(fn: (mutable: this) => void): this {
    fn(this);
    return this;
  }
}

export function emptyBag<K, V>(): Bag<K, V> {
  return new Bag<K, V>();
}
