export class Registry {
  private items = new Map<object, object>();

  get(schema: object, inherit: boolean | undefined): object | undefined {
    return inherit ? undefined : this.items.get(schema);
  }

  alpha(schema: object): object {
    return { ...(this.get(schema) ?? {}), id: 1 };
  }

  beta(schema: object): number {
    const lookup = {
      get(n: number): number {
        return n;
      },
      first(): number {
        return this.get(schema ? 1 : 0);
      },
    };
    return lookup.first();
  }
}
