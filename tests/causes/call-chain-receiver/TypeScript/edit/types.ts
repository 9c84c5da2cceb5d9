export abstract class Schema<T> {
  safeParse(data: unknown, strict: boolean): boolean {
    return strict ?? data !== undefined;
  }
  describe(text: string): this {
    return this;
  }
  optional(): Optional<this> {
    return new Optional(this);
  }
}

export class Text extends Schema<string> {
  min(n: number) {
    return this.check(n);
  }
  check(n: number) {
    return new Text();
  }
  static create = (label?: string): Text => {
    return new Text();
  };
}

export class Optional<S> extends Schema<S | undefined> {
  constructor(readonly inner: S) {
    super();
  }
}

export class Other {
  safeParse(data: unknown): boolean {
    return data !== undefined;
  }
  self(): this {
    return this;
  }
  static create = (): Other => new Other();
}

export function either(n: number) {
  return n > 0 ? new Text() : new Other();
}

const textType = Text.create;
const otherType = Other.create;

export { textType as text, otherType as other };
