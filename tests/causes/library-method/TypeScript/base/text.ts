export function measureText(s: string): number {
  return s.length;
}
