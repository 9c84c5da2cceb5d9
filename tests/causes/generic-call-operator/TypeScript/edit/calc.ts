export async function load<T>(v: T, signal: AbortSignal): Promise<T> {
  return v;
}
