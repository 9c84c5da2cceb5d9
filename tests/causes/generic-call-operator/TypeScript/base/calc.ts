export async function load<T>(v: T): Promise<T> {
  return v;
}
