export function deep<T>(prev: T, next: T, depth: number): T {
  return prev === next || depth < 0 ? prev : next;
}

export const nullDeep: typeof deep = (prev, next, depth) => deep(prev, next, depth);

export const plainDeep = <T>(prev: T, next: T): T => deep(prev, next, 0);
