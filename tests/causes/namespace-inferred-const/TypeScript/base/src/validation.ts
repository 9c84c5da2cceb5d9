export class Validator<T> {
  constructor(readonly validationFn: (value: unknown) => T) {}
  validate(value: unknown): T {
    return this.validationFn(value);
  }
  refine<U>(fn: (value: T) => U): Validator<U> {
    return new Validator((value) => fn(this.validationFn(value)));
  }
  assert(value: unknown): void {
    this.validate(value);
  }
  check(name: string, checkFn: (value: T) => void): Validator<T>;
  check(checkFn: (value: T) => void): Validator<T>;
  check(nameOrFn: string | ((value: T) => void), checkFn?: (value: T) => void): Validator<T> {
    const fn = typeof nameOrFn === "string" ? checkFn! : nameOrFn;
    return new Validator((value) => {
      const v = this.validationFn(value);
      fn(v);
      return v;
    });
  }
}

export class Other {
  validate(value: unknown): boolean {
    return value !== undefined;
  }
}

function typeofValidator<T>(type: string): Validator<T> {
  return new Validator((value) => {
    if (typeof value !== type) throw new Error(type);
    return value as T;
  });
}

export const string = typeofValidator<string>("string");
export const number = new Validator<number>((value) => value as number);
export const indexKey = string.refine<string>((key) => key);
export const other = new Other();
export const plain = {
  validate(value: unknown): unknown {
    return value;
  },
};
