import * as core from "./core/index.js";
import { z } from "./index.js";

export function alpha(schema: object) {
  return core.globalRegistry.get(schema);
}

export function beta(schema: object) {
  return z.globalRegistry.get(schema);
}

export function gamma(schema: object) {
  return z.core.globalRegistry.get(schema);
}

export function delta(schema: object) {
  return z.plain.get(schema);
}

export function epsilon(schema: object) {
  return z.registry<{ id: string }>().get(schema);
}
