import { Arr, Dict, Hex, Str } from "./dict.js";
import Name from "./name.js";

export function alpha(d: Dict) {
  return d.lookupMaybe("A", Arr);
}

export function beta(d: Dict) {
  return d.lookupMaybe("T", Str, Hex);
}

export function gamma(d: Dict) {
  return d.lookupMaybe("T", Str, Hex, true);
}

export function delta(d: Dict, flag: boolean) {
  return d.lookupMaybe("A", Arr, flag);
}

export function epsilon(d: Dict, t: any) {
  return d.lookupMaybe("T", Str, t);
}

export function zeta(d: Dict) {
  return d.lookupMaybe("N", Str, Name);
}
