export function normalizeParams(params: object | undefined, kind: string): object {
  return params ?? { kind };
}
