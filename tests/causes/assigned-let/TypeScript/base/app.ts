import { Schema } from "./value";

export function alpha(schema: Schema, name: string): number {
  let type;
  if (name) {
    type = schema.nodes[name];
    return type.create(name);
  }
  return 0;
}

export function beta(schema: Schema, name: string): number {
  let type;
  type = schema.marks[name];
  return type.create(name);
}
