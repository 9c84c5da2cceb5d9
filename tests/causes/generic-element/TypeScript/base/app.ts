import { Flag, Label } from "./value";

export class Keys {
  pending_: Map<PropertyKey, Flag> | undefined;
  labels_: Map<string, Label> = new Map();

  alpha(key: string): void {
    this.pending_?.get(key)?.set(true);
  }

  beta(key: string): void {
    this.labels_.get(key)?.set(true);
  }
}

export function gamma(list: Flag[]): void {
  list[0].set(true);
}

export function delta(flags: ReadonlySet<Flag>): void {
  for (const f of flags) f.set(true);
}

export function epsilon(labels: Map<string, Label>): void {
  for (const [k, l] of labels) l.set(true);
}
