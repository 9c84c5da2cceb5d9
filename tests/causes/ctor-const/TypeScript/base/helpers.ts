export function singleton<T>(key: string, init: () => T): T {
  const global = globalThis as any;
  global[key] ??= init();
  return global[key];
}
