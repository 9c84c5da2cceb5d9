import { Builder, Other } from "./value";

export function collect(keys: string[]): Map<string, Builder<number>> {
  const builders = new Map<string, Builder<number>>();
  for (const k of keys) {
    let b = builders.get(k);
    if (!b) b = new Builder<number>([]);
    b.add(1);
    builders.set(k, b);
  }
  return builders;
}

export function others(keys: string[]): void {
  const seen = new Map<string, Other>();
  for (const k of keys) {
    let o = seen.get(k);
    if (!o) o = new Other();
    o.add(k);
  }
}
