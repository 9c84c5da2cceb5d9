export class Registry<M> {
  private items = new Map<object, M>();
  add(schema: object, meta: M): this {
    this.items.set(schema, meta);
    return this;
  }
  get(schema: object, inherit: boolean): M | undefined {
    return this.items.get(schema);
  }
}

export const globalRegistry: Registry<{ description?: string }> = new Registry();

export const plain = {
  get(schema: object): object {
    return schema;
  },
};

export function registry<M>(): Registry<M> {
  return new Registry<M>();
}
