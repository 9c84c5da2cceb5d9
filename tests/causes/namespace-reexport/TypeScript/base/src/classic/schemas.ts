import { other, util } from "../core/index.js";

export function alpha(params?: object) {
  return util.normalizeParams(params);
}

export function beta(params?: object) {
  return other.normalizeParams(params);
}
