export function normalizeParams(params?: object): object {
  return params ?? { other: true };
}
