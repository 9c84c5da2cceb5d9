import { Other, Store } from "./store";

function getStore(name: string) {
  const n = name.trim();
  return new Store<number>(n);
}

function getOther() {
  return new Other();
}

const s = getStore("a");
const o = getOther();

export function alpha(): void {
  s.run(() => {});
}

export function beta(): void {
  o.run(() => {});
}
