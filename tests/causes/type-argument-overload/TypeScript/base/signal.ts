export interface Signal<V> {
  get(): V;
}

export function computed<V, D = unknown>(
  name: string,
  compute: (previous: V | undefined) => V,
  options?: { diff: D }
): Signal<V>;
export function computed<This extends object, V>(
  compute: () => V,
  context: ClassMethodDecoratorContext<This, () => V>
): () => V;
export function computed(target: any, key: string, descriptor: PropertyDescriptor): PropertyDescriptor;
export function computed(...args: any[]): any {
  return args[0];
}
