import { Scaler, Unit } from "./calc";

export function alpha(s: Scaler): number {
  return s.scale(1);
}

export function beta(make: () => Scaler): number {
  const s: Scaler = make();
  return s.scale(2);
}

export function gamma(u: Unit): number {
  return u.scale(3);
}
