import type { Address } from "./address.js";

export function alpha(address: Address | string) {
  return typeof address === "string" ? address : address.toString();
}

export function beta(address: Address | string) {
  return typeof address !== "string" && address.toString();
}

export function gamma(address: Address | string) {
  return typeof address === "string" ? address.toString() : "";
}
