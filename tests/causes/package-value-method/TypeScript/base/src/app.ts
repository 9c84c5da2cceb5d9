import { secp256k1 } from "noble-curves";
import { Transaction } from "./transaction.js";

const Point = /* @__PURE__ */ (() => secp256k1.Point)();
type Point = typeof Point.BASE;
const Fn = /* @__PURE__ */ (() => Point.Fn)();

function mulBase(n: bigint): Point {
  return Point.BASE.multiply(n);
}

export function alpha(tx: Transaction) {
  return tx.toBytes(true);
}

export function beta() {
  return Point.BASE.toBytes(false);
}

export const gamma = (p: Point) => p.toBytes(true);

export function delta(n: bigint) {
  const P = mulBase(n);
  return P.toBytes(true);
}

export function epsilon(s: bigint) {
  return Fn.toBytes(s);
}
