import { Pos } from "./value";
import { Tr } from "./tr";

export function alpha(tr: Tr): number {
  return tr.doc.resolve(1);
}

export function beta(tr: Tr): number {
  return tr.mark.resolve(1);
}

export function gamma($pos: Pos): number {
  const doc = $pos.doc;
  return doc.resolve(1);
}
