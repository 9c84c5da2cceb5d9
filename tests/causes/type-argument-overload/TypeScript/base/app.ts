import { computed } from "./signal";

export function alpha(): number {
  const sum = computed<number>("sum", (previous) => (previous ?? 0) + 1);
  return sum.get();
}

export function beta(): number {
  const sum = computed<number>("sum", (previous) => (previous ?? 0) + 1, undefined);
  return sum.get();
}

export function gamma(): number {
  const sum = computed<number, string>("sum", (previous) => (previous ?? 0) + 1, { diff: "d" });
  return sum.get();
}
