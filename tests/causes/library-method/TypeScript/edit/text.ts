export function measureText(s: string, px: number): number {
  return s.length * px;
}
