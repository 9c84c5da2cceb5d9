export function scale(a: number, b: number): number {
  return a + b;
}
