export class Dict {
  private entries = new Map<string, unknown>();
  get(key: string, preserveNull = false): unknown {
    const v = this.entries.get(key);
    return v === null && !preserveNull ? undefined : v;
  }
}
