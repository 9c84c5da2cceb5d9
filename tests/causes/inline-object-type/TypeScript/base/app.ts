import { MarkType, NodeType } from "./value";

export function alpha(types?: (null | { type: NodeType; attrs?: string | null })[]): number {
  const first = types && types[0];
  return first ? first.type.create(first.attrs ?? null) : 0;
}

export function beta(marks: { type: MarkType }[]): number {
  const m = marks[0];
  return m.type.create(null);
}
