export function deep<T>(prev: T, next: T): T {
  return prev === next ? prev : next;
}

export const nullDeep: typeof deep = (prev, next) => deep(prev, next);

export const plainDeep = <T>(prev: T, next: T): T => deep(prev, next);
