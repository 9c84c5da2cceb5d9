export class Schema {
  safeParse(data: unknown, params: { path: string[] }): boolean {
    return data !== params;
  }
}

export class EnumSchema extends Schema {
  static create = createEnum;
  constructor(readonly values: string[]) {
    super();
  }
}

function createEnum<T extends readonly [string, ...string[]]>(values: T): EnumSchema;
function createEnum(values: string[], message: string): EnumSchema;
function createEnum(values: readonly string[], message?: string) {
  return new EnumSchema(message ? [...values, message] : [...values]);
}
