export class Dict {
  private entries = new Map<string, unknown>();
  get(key: string, preserveNull: boolean): unknown {
    const v = this.entries.get(key);
    return v === null && !preserveNull ? undefined : v;
  }
}
