import { EnumSchema } from "./schema.js";

export function alpha() {
  return EnumSchema.create(["a", "b"] as const).safeParse("a");
}

export function beta() {
  const e = EnumSchema.create(["a"], "none");
  return e.safeParse("b");
}

export function gamma() {
  return EnumSchema.create(["c"] as const).safeParse("c", { path: [] });
}
