import { Meta, string } from "./types.js";

export function alpha() {
  return string().meta(new Meta("a")).describe("x");
}

export function beta() {
  const s = string().min(1).meta(new Meta("b"));
  return s.describe("y");
}

export function gamma() {
  return string().meta()?.describe("z");
}
