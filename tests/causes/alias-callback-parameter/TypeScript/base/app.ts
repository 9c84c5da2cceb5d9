import { Mem, Storage } from "./types";

export function alpha(storage: Storage): number {
  return storage.transaction((txn) => txn.getClock());
}

export function beta(): number {
  const m = new Mem();
  return m.transaction((txn) => txn.getClock());
}

export function gamma(): number {
  return new Mem().getClock();
}
