import { secp256k1 } from "noble-curves";
import { Address } from "./address.js";
import { toBytes } from "./bytes.js";

export function alpha(s: string) {
  return toBytes(s);
}

export function beta(k: Uint8Array) {
  return secp256k1.Point.fromBytes(k).toBytes(false);
}

export function gamma(k: Uint8Array) {
  const sig = secp256k1.Signature.fromBytes(k);
  const pub = sig.recoverPublicKey(k);
  return pub.toBytes(false);
}

export function delta(a: Address) {
  return a.toBytes();
}
