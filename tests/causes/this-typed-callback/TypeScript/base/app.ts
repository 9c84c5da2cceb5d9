import { Bag, emptyBag } from "./value";

export function build(entries: [string, number][]): Bag<string, number> {
  let bag = emptyBag<string, number>();
  bag = bag.withMutations((b) => {
    for (const [k, v] of entries) b.set(k, v);
  });
  return bag;
}

export function direct() {
  return emptyBag<string, number>().withMutations((m) => m.set("a", 1));
}

export function plain(m: Map<string, number>) {
  m.set("a", 1);
}
