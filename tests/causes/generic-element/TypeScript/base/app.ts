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
