import { signal } from "./signal.js";

export function alpha() {
  class Counter {
    count = signal(0);
  }
  const c = new Counter();
  c.count.set(1);
}

export function beta() {
  class Base {
    count = signal(0);
  }
  class Sub extends Base {
    extra = 1;
  }
  const s = new Sub();
  s.count.set(2);
}

export function gamma() {
  class Holder {
    count = new Map<string, number>();
  }
  const h = new Holder();
  h.count.set("a", 1);
}

export function delta() {
  class Pair {
    count = signal(0);
  }
  const p = new Pair();
  p.count.set(3, "by hand");
}
