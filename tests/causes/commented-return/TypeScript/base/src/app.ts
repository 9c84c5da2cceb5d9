import { Str } from "./str.js";

export function alpha() {
  return new Str().base64url().parse("x");
}

export function beta(s: Str) {
  return s.base64url("url").parse("x");
}

export function gamma(s: Str) {
  return s.base64url().parse("x", true);
}
