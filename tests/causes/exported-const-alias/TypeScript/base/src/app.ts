import { publicToAddress } from "./account.js";

export function alpha(k: Uint8Array) {
  return publicToAddress(k);
}

export function beta(k: Uint8Array) {
  return publicToAddress(k, true);
}
