import { HexText, PlainText } from "./text.js";

function assertText(value: unknown): asserts value is PlainText | HexText {
  if (!(value instanceof PlainText) && !(value instanceof HexText)) {
    throw new Error("not text");
  }
}

function lookup(key: string): unknown {
  return key ? new PlainText() : undefined;
}

export function alpha(key: string) {
  const v = lookup(key);
  if (!v) return "";
  assertText(v);
  return v.decode();
}

export function beta(key: string) {
  const v = lookup(key);
  assertText(v);
  if (v instanceof HexText) {
    return v.decode();
  }
  return "";
}

export function gamma(key: string) {
  const v = lookup(key);
  assertText(v);
  if (v instanceof PlainText) return "";
  return v.decode();
}
